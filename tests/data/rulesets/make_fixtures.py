#!/usr/bin/env python3
"""Writes the hand-made fixtures of the older and newer rulesets (tests/data/rulesets/):

- legacy_round/: a round in the 1.0 layout (staged as training_results_v1.0) with resnet,
  mask (the maskrcnn alias), rnnt, minigo, dlrm and unet3d folders, every log built to
  pass the official training_1.0.0 rules except one unet3d run that misses its target;
- logs/: single logs for the compliance tests of 1.0.0 (END check on initialized_tensors),
  5.1.0 (flux1, llama31_8b) and 6.0.0 (deepseekv3_671b), each valid log with variants
  that break exactly one official rule;
- logs/ and published_v1.1/: the rules as published against today's
  (docs/rules-conversion.md): 1.1.0 rnnt logs without weights_initialization or with a
  tensor missing (the 1.1.0 checker's waiver accepts them, today's rules reject them), and
  2.1.0 bert logs with the LAMB epsilon under its released name, opt_epsilon (renamed
  opt_lamb_epsilon in today's YAML).

Run it from anywhere; it rewrites those files. The values are chosen by hand from the
official YAML, not from any real submission."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BASE_MS = 1600000000000


def line(time_ms, key, value, metadata=None):
    record = {"namespace": "", "time_ms": time_ms, "event_type": "POINT_IN_TIME", "key": key,
              "value": value, "metadata": metadata or {}}
    return ":::MLLOG " + json.dumps(record)


def build_log(benchmark, hyper, evals, minutes, status="onprem", init=(), train_samples=1000, eval_samples=100,
              eval_meta="epoch_num"):
    """A closed-division log: header, init records, hyperparameters, one epoch with its
    evaluations, and run_stop `minutes` after run_start."""
    t = BASE_MS
    out = [line(t, "submission_org", "Oldco"), line(t, "submission_platform", "oldco_n1"),
           line(t, "submission_division", "closed")]
    if status:
        out.append(line(t, "submission_status", status))
    out += [line(t, "submission_benchmark", benchmark), line(t + 1, "cache_clear", True), line(t + 2, "init_start", None)]
    for key, value, metadata in init:
        out.append(line(t + 3, key, value, metadata))
    out.append(line(t + 60000, "init_stop", None))
    start = t + 70000
    out.append(line(start, "run_start", None))
    for key, value in hyper:
        out.append(line(start + 1, key, value))
    out += [line(start + 1, "gradient_accumulation_steps", 1), line(start + 1, "train_samples", train_samples),
            line(start + 1, "eval_samples", eval_samples)]
    if eval_meta == "epoch_num":
        out.append(line(start + 2, "epoch_start", None, {"epoch_num": 1}))
    else:
        out.append(line(start + 2, "block_start", None, {"samples_count": 0}))
    for i, value in enumerate(evals):
        meta = {"epoch_num": i + 1} if eval_meta == "epoch_num" else {"samples_count": (i + 1) * 1024}
        out += [line(start + 10 + i, "eval_start", None, meta), line(start + 20 + i, "eval_stop", None, meta),
                line(start + 30 + i, "eval_accuracy", value, meta)]
    stop = start + round(minutes * 60000)
    if eval_meta == "epoch_num":
        out.append(line(stop - 1, "epoch_stop", None, {"epoch_num": 1}))
    else:
        out.append(line(stop - 1, "block_stop", None, {"samples_count": 0}))
    out.append(line(stop, "run_stop", None, {"status": "success"}))
    return "\n".join(out) + "\n"


RNNT_TENSORS = ["pre_rnn", "post_rnn", "pred_embed", "dec_rnn", "joint_pred", "joint_enc", "joint_net"]

# 1.0.0: the keys each closed_<benchmark>.yaml requires, with values its CHECKs accept.
LEGACY = {
    "resnet": dict(hyper=[("global_batch_size", 3264), ("opt_name", "sgd"), ("sgd_opt_base_learning_rate", 10.0),
                          ("sgd_opt_end_learning_rate", 0.0001), ("sgd_opt_learning_rate_decay_poly_power", 2),
                          ("sgd_opt_learning_rate_decay_steps", 1000), ("sgd_opt_weight_decay", 0.0001),
                          ("sgd_opt_momentum", 0.9), ("model_bn_span", 64), ("opt_learning_rate_warmup_epochs", 2)],
                   evals=[0.70, 0.7591]),
    "maskrcnn": dict(hyper=[("global_batch_size", 32), ("opt_base_learning_rate", 0.04),
                            ("opt_learning_rate_warmup_steps", 800), ("opt_learning_rate_warmup_factor", 0.0001),
                            ("num_image_candidates", 1000), ("opt_learning_rate_decay_factor", 0.1),
                            ("opt_learning_rate_decay_steps", [12000, 16000]), ("min_image_size", 800),
                            ("max_image_size", 1333)],
                     evals=[{"BBOX": 0.30, "SEGM": 0.29}, {"BBOX": 0.378, "SEGM": 0.34}]),
    "rnnt": dict(hyper=[("model_weights_initialization_scale", 0.45), ("global_batch_size", 1024), ("opt_name", "lamb"),
                        ("opt_base_learning_rate", 0.004), ("opt_lamb_epsilon", 1e-9),
                        ("opt_lamb_learning_rate_decay_poly_power", 0.935), ("opt_lamb_learning_rate_hold_epochs", 40),
                        ("opt_learning_rate_warmup_epochs", 6), ("opt_weight_decay", 1e-3), ("opt_lamb_beta_1", 0.9),
                        ("opt_lamb_beta_2", 0.9999), ("opt_gradient_clip_norm", 1), ("opt_learning_rate_alt_decay_func", True),
                        ("opt_learning_rate_alt_warmup_func", True), ("opt_lamb_learning_rate_min", 1e-5),
                        ("data_train_max_duration", 16.7), ("data_train_num_buckets", 6),
                        ("data_speed_perturbaton_min", 0.85), ("data_speed_perturbaton_max", 1.15),
                        ("data_spec_augment_freq_n", 2), ("data_spec_augment_freq_min", 0),
                        ("data_spec_augment_freq_max", 20), ("data_spec_augment_time_n", 10),
                        ("data_spec_augment_time_min", 0), ("data_spec_augment_time_max", 0.03),
                        ("model_eval_ema_factor", 0.999), ("eval_max_prediction_symbols", 300)],
                 evals=[0.2, 0.057], eval_samples=2703,
                 init=[("weights_initialization", None, {"tensor": name}) for name in RNNT_TENSORS]),
    "minigo": dict(hyper=[("train_batch_size", 8192), ("lr_boundaries", [400, 600]), ("lr_rates", [0.32, 0.032, 0.0032]),
                          ("actual_selfplay_games_per_generation", 8192), ("min_selfplay_games_per_generation", 8192)],
                   evals=[0.40, 0.51]),
    "dlrm": dict(hyper=[("global_batch_size", 65536), ("opt_base_learning_rate", 24.0),
                        ("opt_learning_rate_warmup_steps", 2750), ("lr_decay_start_steps", 49315),
                        ("sgd_opt_base_learning_rate", 24.0), ("sgd_opt_learning_rate_decay_poly_power", 2),
                        ("sgd_opt_learning_rate_decay_steps", 27772)],
                 evals=[0.79, 0.8026]),
    "unet3d": dict(hyper=[("global_batch_size", 56), ("opt_name", "nag"), ("opt_base_learning_rate", 2.0),
                          ("opt_learning_rate_warmup_epochs", 1000), ("opt_learning_rate_decay_boundary_epochs", []),
                          ("opt_learning_rate_decay_factor", 1.0), ("opt_weight_decay", 0.0), ("seed", 1),
                          ("opt_momentum", 0.9), ("oversampling", 0.4), ("training_input_shape", [128, 128, 128]),
                          ("validation_input_shape", [128, 128, 128]), ("validation_overlap", 0.5)],
                   evals=[0.85, 0.909], train_samples=168, eval_samples=42),
}

# Minutes of each run, hand-chosen so that the olympic means are easy to check:
# resnet 22, maskrcnn 32, rnnt 44.5, minigo 54.5, dlrm 7; unet3d (m = 4, its 19-minute run
# misses the target, so d = 1) keeps t[4..6) of 10..18 = 14.5.
MINUTES = {"resnet": [22, 20, 24, 21, 23], "maskrcnn": [34, 30, 31, 33, 32], "rnnt": list(range(49, 39, -1)),
           "minigo": list(range(50, 60)), "dlrm": [9, 5, 7, 6, 8], "unet3d": [15, 19, 10, 18, 11, 17, 12, 16, 13, 14]}
FOLDER = {"maskrcnn": "mask"}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="\n") as f:
        f.write(text)


def legacy_round():
    root = os.path.join(HERE, "legacy_round", "Oldco")
    system = {"division": "closed", "status": "onprem", "submitter": "Oldco", "system_name": "Oldco One",
              "number_of_nodes": "1", "host_processor_model_name": "Example CPU", "host_processors_per_node": "2",
              "host_processor_core_count": "32", "accelerator_model_name": "NVIDIA A100-SXM4-80GB",
              "accelerators_per_node": "8", "framework": "MXNet", "hw_notes": "", "sw_notes": "fixture"}
    write(os.path.join(root, "systems", "oldco_n1.json"), json.dumps(system, indent=1) + "\n")
    for benchmark, spec in LEGACY.items():
        for run, minutes in enumerate(MINUTES[benchmark]):
            evals = list(spec["evals"])
            if benchmark == "unet3d" and minutes == 19:
                evals[-1] = 0.907  # misses v >= 0.908
            text = build_log(benchmark, spec["hyper"], evals, minutes, init=spec.get("init", ()),
                             train_samples=spec.get("train_samples", 1000), eval_samples=spec.get("eval_samples", 100))
            write(os.path.join(root, "results", "oldco_n1", FOLDER.get(benchmark, benchmark), "result_%d.txt" % run), text)


DEEPSEEK = [("global_batch_size", 16384), ("max_sequence_length", 4096), ("opt_name", "adamw"),
            ("opt_base_learning_rate", 2.4e-05), ("max_steps", 12000), ("opt_learning_rate_warmup_steps", 4),
            ("opt_learning_rate_decay_steps", 11996), ("opt_learning_rate_decay_schedule", "cosine with linear warmup"),
            ("opt_adamw_beta_1", 0.9), ("opt_adamw_beta_2", 0.95), ("opt_adamw_epsilon", 1e-08),
            ("opt_adamw_weight_decay", 0.1), ("opt_gradient_clip_norm", 1.0), ("moe_aux_loss_coeff", 0.01),
            ("tensor_parallelism", 8), ("lowest_numerical_precision_in_linear", "fp8")]


def replaced(hyper, key, value):
    return [(k, value if k == key else v) for k, v in hyper]


def logs():
    out = os.path.join(HERE, "logs")
    rnnt = LEGACY["rnnt"]
    write(os.path.join(out, "1.0.0_rnnt_pass.txt"),
          build_log("rnnt", rnnt["hyper"], rnnt["evals"], 45, init=rnnt["init"], eval_samples=2703))
    write(os.path.join(out, "1.0.0_rnnt_tensor_missing.txt"),
          build_log("rnnt", rnnt["hyper"], rnnt["evals"], 45, init=rnnt["init"][:-1], eval_samples=2703))

    deepseek = dict(evals=[3.9, 3.59], minutes=300, status=None, eval_samples=1024, eval_meta="samples_count")
    variants = {"pass": DEEPSEEK,
                "lr_not_scaled": replaced(DEEPSEEK, "opt_base_learning_rate", 2.5e-05),
                "decay_steps_without_warmup": replaced(DEEPSEEK, "opt_learning_rate_decay_steps", 12000),
                "bad_precision": replaced(DEEPSEEK, "lowest_numerical_precision_in_linear", "fp7")}
    for name, hyper in variants.items():
        write(os.path.join(out, "6.0.0_deepseekv3_671b_%s.txt" % name),
              build_log("deepseekv3_671b", hyper, deepseek["evals"], deepseek["minutes"], status=None,
                        eval_samples=1024, eval_meta="samples_count"))
    write(os.path.join(out, "6.0.0_deepseekv3_671b_target_missed.txt"),
          build_log("deepseekv3_671b", DEEPSEEK, [3.9, 3.61], 300, status=None, eval_samples=1024, eval_meta="samples_count"))

    # 5.1.0: variants of the target fixtures that pass the official rules (tests/data/mllog/targets).
    targets = os.path.join(HERE, "..", "mllog", "targets")
    edits = {
        "5.1.0_llama31_8b": {
            "decay_steps_without_warmup": ('"key": "opt_learning_rate_decay_steps", "value": 1199984',
                                           '"key": "opt_learning_rate_decay_steps", "value": 1200000'),
            "max_steps_missing": ('"key": "max_steps"', '"key": "MAX_STEPS"'),
            "eval_without_samples_count": ('"value": 3.2, "metadata": {"samples_count": 20004}',
                                           '"value": 3.2, "metadata": {"epoch_num": 2}'),
        },
        "5.1.0_flux1": {
            "evaluation_frequency_wrong": ('"key": "evaluation_frequency", "value": 262144',
                                           '"key": "evaluation_frequency", "value": 131072'),
            "epsilon_wrong": ('"key": "opt_adamw_epsilon", "value": 1e-08', '"key": "opt_adamw_epsilon", "value": 1e-05'),
        },
    }
    for stem, variants in edits.items():
        with open(os.path.join(targets, stem + "_pass.txt")) as f:
            text = f.read()
        for name, (old, new) in variants.items():
            assert text.count(old) == 1, (stem, name)
            write(os.path.join(out, "%s_%s.txt" % (stem, name)), text.replace(old, new))


BERT_LAYER = ["attention/self/query/kernel", "attention/self/query/bias", "attention/self/key/kernel",
              "attention/self/key/bias", "attention/self/value/kernel", "attention/self/value/bias",
              "attention/output/dense/kernel", "attention/output/dense/bias", "attention/output/LayerNorm/gamma",
              "attention/output/LayerNorm/beta", "intermediate/dense/kernel", "intermediate/dense/bias",
              "output/dense/kernel", "output/dense/bias", "output/LayerNorm/gamma", "output/LayerNorm/beta"]
# The tensors the 2.1.0 closed_bert.yaml END check lists.
BERT_TENSORS = (["bert/embeddings/" + name for name in ("word_embeddings", "position_embeddings", "token_type_embeddings",
                                                         "LayerNorm/gamma", "LayerNorm/beta")]
                + ["bert/encoder/layer_%d/%s" % (layer, name) for layer in range(24) for name in BERT_LAYER]
                + ["bert/pooler/dense/kernel", "bert/pooler/dense/bias", "cls/predictions/output_bias",
                   "cls/predictions/transform/dense/kernel", "cls/predictions/transform/dense/bias",
                   "cls/predictions/transform/LayerNorm/gamma", "cls/predictions/transform/LayerNorm/beta",
                   "cls/seq_relationship/output_weights", "cls/seq_relationship/output_bias"])
# 2.1.0 closed_bert.yaml as released: the LAMB epsilon is opt_epsilon.
BERT_21 = dict(hyper=[("global_batch_size", 448), ("opt_base_learning_rate", 0.000425), ("opt_epsilon", 1e-06),
                      ("opt_learning_rate_training_steps", 6700), ("opt_learning_rate_warmup_steps", 0),
                      ("num_warmup_steps", 0), ("start_warmup_step", 0), ("opt_lamb_beta_1", 0.9),
                      ("opt_lamb_beta_2", 0.999), ("opt_lamb_weight_decay_rate", 0.01)],
               evals=[0.70, 0.721], init=[("weights_initialization", None, {"tensor": name}) for name in BERT_TENSORS])


def published_rules():
    out = os.path.join(HERE, "logs")
    rnnt = LEGACY["rnnt"]
    no_weights = [item for item in rnnt["init"] if item[0] != "weights_initialization"]
    write(os.path.join(out, "1.1.0_rnnt_pass.txt"),
          build_log("rnnt", rnnt["hyper"], rnnt["evals"], 45, init=rnnt["init"], eval_samples=2703))
    write(os.path.join(out, "1.1.0_rnnt_no_weights_initialization.txt"),
          build_log("rnnt", rnnt["hyper"], rnnt["evals"], 45, init=no_weights, eval_samples=2703))
    write(os.path.join(out, "1.1.0_rnnt_tensor_missing.txt"),
          build_log("rnnt", rnnt["hyper"], rnnt["evals"], 45, init=rnnt["init"][:-1], eval_samples=2703))
    write(os.path.join(out, "2.1.0_bert_opt_epsilon.txt"),
          build_log("bert", BERT_21["hyper"], BERT_21["evals"], 20, init=BERT_21["init"]))

    system = {"division": "closed", "status": "onprem", "submitter": "Oldco", "system_name": "Oldco One",
              "number_of_nodes": "1", "host_processor_model_name": "Example CPU", "host_processors_per_node": "2",
              "host_processor_core_count": "32", "accelerator_model_name": "NVIDIA A100-SXM4-80GB",
              "accelerators_per_node": "8", "framework": "MXNet", "hw_notes": "", "sw_notes": "fixture"}
    # v1.1 rnnt: three complete runs (41, 42, 43 minutes) and a 40-minute one without
    # weights_initialization. As published: 40..43 all count, olympic mean 41.5; today's
    # rules reject the 40-minute run: d = 1, mean of 42 and 43 = 42.5.
    root = os.path.join(HERE, "published_v1.1", "Oldco")
    write(os.path.join(root, "systems", "oldco_n1.json"), json.dumps(system, indent=1) + "\n")
    for run, (minutes, init) in enumerate([(41, rnnt["init"]), (42, rnnt["init"]), (43, rnnt["init"]), (40, no_weights)]):
        write(os.path.join(root, "results", "oldco_n1", "rnnt", "result_%d.txt" % run),
              build_log("rnnt", rnnt["hyper"], rnnt["evals"], minutes, init=init, eval_samples=2703))


if __name__ == "__main__":
    legacy_round()
    logs()
    published_rules()
