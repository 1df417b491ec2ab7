#!/usr/bin/env python3
"""Writes the fixture rounds of benchmark identity across rounds (tests/data/rounds/):

- identity_v11/ (staged as training_results_v1.1): Oldco's `ssd` as it was up to 1.1.0,
  SSD-ResNet34, on 8 A100s; logs built to pass the official training_1.1.0 closed_ssd.yaml.
- identity_v41/ (staged as training_results_v4.1): Acme's `ssd`, RetinaNet, on 8 H100s.
- identity_v51/ (staged as training_results_v5.1): the same benchmark renamed `retinanet`,
  on 8 B200s and on 8 GB200s, named as v5.1's submitters name them (B200 is a whole word
  of the GB200 name only as a substring: "GB200").

The RetinaNet logs are acme_round's (the MLLOG lines of a real v4.1 ssd log, which pass
4.1.0's closed_ssd.yaml and 5.1.0's identical closed_retinanet.yaml) with the submitter,
benchmark and run_stop changed. Minutes per run, chosen so the olympic means (drop the
fastest and slowest of five) are whole numbers:

| round | system | runs (min) | score (min) |
|---|---|---|---|
| v1.1 | oldco_a100 ssd | 12 10 14 11 13 | 12 |
| v4.1 | acme_h100 ssd | 20 18 22 19 21 | 20 |
| v5.1 | acme_b200 retinanet | 10 9 11 10.5 9.5 | 10 |
| v5.1 | acme_gb200 retinanet | 8 7 9 8.5 7.5 | 8 |

Run it from anywhere with ../shared beside the project (it reads the tensor list of the
1.1.0 rules); it rewrites those folders."""

import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "rulesets"))
from make_fixtures import build_log  # noqa: E402

RULES_110 = os.path.join(HERE, "..", "..", "..", "..", "shared", "mlperf", "mlperf_logging", "compliance_checker",
                         "training_1.1.0", "closed_ssd.yaml")
TEMPLATE = os.path.join(HERE, "acme_round", "Acme", "results", "acme_n1", "ssd", "result_0.txt")
RUN_START_MS = 1700000000000


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="\n") as f:
        f.write(text)


def system(submitter, name, accelerator, nodes, per_node, framework):
    return json.dumps({"division": "closed", "status": "Available on-premise", "submitter": submitter,
                       "system_name": name, "number_of_nodes": str(nodes),
                       "host_processor_model_name": "Example CPU", "host_processors_per_node": "2",
                       "host_processor_core_count": "32", "accelerator_model_name": accelerator,
                       "accelerators_per_node": str(per_node), "framework": framework, "hw_notes": "",
                       "sw_notes": "fixture"}, indent=1) + "\n"


def ssd_resnet34_round():
    with open(RULES_110) as f:
        tensors = re.findall(r'"(ssd0_[a-z0-9_]+)"', f.read())
    hyper = [("global_batch_size", 1024), ("model_bn_span", 1), ("opt_learning_rate_warmup_factor", 0),
             ("opt_learning_rate_warmup_steps", 650), ("opt_weight_decay", 0.0005),
             ("opt_base_learning_rate", 0.0025), ("max_samples", 1),
             ("opt_learning_rate_decay_boundary_epochs", [40, 50])]
    init = [("weights_initialization", None, {"tensor": name}) for name in tensors]
    root = os.path.join(HERE, "identity_v11", "Oldco")
    shutil.rmtree(os.path.join(HERE, "identity_v11"), ignore_errors=True)
    write(os.path.join(root, "systems", "oldco_a100.json"),
          system("Oldco", "Oldco A100", "NVIDIA A100-SXM4-80GB", 1, 8, "MXNet"))
    for run, minutes in enumerate([12, 10, 14, 11, 13]):
        write(os.path.join(root, "results", "oldco_a100", "ssd", "result_%d.txt" % run),
              build_log("ssd", hyper, [0.20, 0.231], minutes, init=init))


def retinanet_log(template, benchmark, minutes):
    text = template.replace('"key": "submission_benchmark", "value": "ssd"',
                            '"key": "submission_benchmark", "value": "%s"' % benchmark)
    stop = '"time_ms": %d, "event_type": "INTERVAL_END", "key": "run_stop"'
    assert text.count(stop % (RUN_START_MS + 60000)) == 1
    return text.replace(stop % (RUN_START_MS + 60000), stop % (RUN_START_MS + round(minutes * 60000)))


def retinanet_rounds():
    with open(TEMPLATE) as f:
        template = f.read()
    rounds = {
        "identity_v41": [("acme_h100", "ssd", "Acme H100", "NVIDIA H100-SXM5-80GB", 1, 8, [20, 18, 22, 19, 21])],
        "identity_v51": [("acme_b200", "retinanet", "Acme B200", "NVIDIA Blackwell GPU (B200-SXM-180GB)", 1, 8,
                          [10, 9, 11, 10.5, 9.5]),
                         ("acme_gb200", "retinanet", "Acme GB200 NVL72", "NVIDIA Blackwell GPU (GB200)", 2, 4,
                          [8, 7, 9, 8.5, 7.5])],
    }
    for folder, systems in rounds.items():
        shutil.rmtree(os.path.join(HERE, folder), ignore_errors=True)
        root = os.path.join(HERE, folder, "Acme")
        for system_id, benchmark, name, accelerator, nodes, per_node, minutes in systems:
            write(os.path.join(root, "systems", system_id + ".json"),
                  system("Acme", name, accelerator, nodes, per_node, "PyTorch"))
            for run, run_minutes in enumerate(minutes):
                write(os.path.join(root, "results", system_id, benchmark, "result_%d.txt" % run),
                      retinanet_log(template, benchmark, run_minutes))


if __name__ == "__main__":
    ssd_resnet34_round()
    retinanet_rounds()
