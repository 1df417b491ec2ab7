#pragma once
// A small hand-built dataset for the writer tests: two systems of one 4.1.0 round,
// listed out of official order, with a quoted host name and framework, a blank score
// and an energy figure. The expected texts below were written by hand from these values.

#include "core/dataset/dataset.h"

#include <string>

namespace scalescope::fixtures {

inline Dataset sampleDataset()
{
    SystemEntry beta;
    beta.organisation = "Beta";
    beta.systemId = "beta_1x8";
    beta.division = "closed";
    beta.availability = "Available on-premise";
    beta.submitter = "Beta";
    beta.system = "Beta 1x8";
    beta.numberOfNodes = "1";
    beta.hostProcessorModelName = "EPYC";
    beta.hostProcessorsCount = 2;
    beta.acceleratorModelName = "MI300X";
    beta.acceleratorsCount = 8;
    beta.framework = "JAX";
    beta.notes = "n";
    beta.detailsUrl = "https://x/c.json";
    beta.codeUrl = "https://x/d";
    BenchmarkResult betaBert;
    betaBert.benchmark = "bert";
    betaBert.folder = "Beta/results/beta_1x8/bert";
    betaBert.scoreMinutes = 100.0;
    betaBert.rawMinutes = 80.0;
    betaBert.scalingFactor = 1.25;
    betaBert.energyJoules = 16384267.9502019;
    betaBert.runsTotal = 10;
    betaBert.runsCounted = 8;
    beta.benchmarks = {betaBert};

    SystemEntry acme;
    acme.organisation = "Acme";
    acme.systemId = "acme_n2";
    acme.division = "closed";
    acme.availability = "Available on-premise";
    acme.submitter = "Acme";
    acme.system = "Acme 2x8";
    acme.numberOfNodes = "2";
    acme.hostProcessorModelName = "Xeon, Gold";
    acme.hostProcessorsCount = 4;
    acme.acceleratorModelName = "H100";
    acme.acceleratorsCount = 16;
    acme.framework = "PyTorch \"NGC\" 24.09";
    acme.detailsUrl = "https://x/a.json";
    acme.codeUrl = "https://x/b";
    BenchmarkResult acmeBert;
    acmeBert.benchmark = "bert";
    acmeBert.folder = "Acme/results/acme_n2/bert";
    acmeBert.scoreMinutes = 5.9964;
    acmeBert.rawMinutes = 5.9964;
    acmeBert.runsTotal = 10;
    acmeBert.runsCounted = 8;
    BenchmarkResult acmeGpt3;
    acmeGpt3.benchmark = "gpt3";
    acmeGpt3.folder = "Acme/results/acme_n2/gpt3";
    acmeGpt3.runsTotal = 3;
    acmeGpt3.unscoredReason = "too many rejected runs";
    acme.benchmarks = {acmeBert, acmeGpt3};

    Round round;
    round.name = "training_results_v4.1";
    round.ruleset = "4.1.0";
    round.source = "/data/training_results_v4.1";
    round.systems = {beta, acme};
    return Dataset{{round}};
}

// The official column set of 4.1.0: bert, dlrm_dcnv2, gpt3, ssd, stable_diffusion,
// llama2_70b_lora, gnn. Acme sorts before Beta; gpt3 is blank, so only bert shows.
inline const std::string kSampleOfficialCsv =
    "division,availability,submitter,system,number_of_nodes,host_processor_model_name,"
    "host_processors_count,accelerator_model_name,accelerators_count,framework,notes,"
    "private_id,bert,dlrm_dcnv2,gpt3,ssd,stable_diffusion,llama2_70b_lora,gnn,details_url,"
    "code_url\n"
    "closed,Available on-premise,Acme,Acme 2x8,2,\"Xeon, Gold\",4,H100,16,"
    "\"PyTorch \"\"NGC\"\" 24.09\",,,5.9964,,,,,,,https://x/a.json,https://x/b\n"
    "closed,Available on-premise,Beta,Beta 1x8,1,EPYC,2,MI300X,8,JAX,n,,100.0,,,,,,,"
    "https://x/c.json,https://x/d\n";

// Dataset order: Beta's bert, then Acme's bert and gpt3.
inline const std::string kSampleResultsCsv =
    "round,ruleset,submitter,system,system_id,division,availability,accelerator_model_name,"
    "accelerators_count,number_of_nodes,framework,benchmark,score_minutes,raw_minutes,"
    "scaling_factor,energy_joules,runs_total,runs_counted,unscored_reason,republished_from,"
    "republished_of\n"
    "training_results_v4.1,4.1.0,Beta,Beta 1x8,beta_1x8,closed,Available on-premise,MI300X,8,"
    "1,JAX,bert,100.0,80.0,1.25,16384267.9502019,10,8,,,\n"
    "training_results_v4.1,4.1.0,Acme,Acme 2x8,acme_n2,closed,Available on-premise,H100,16,2,"
    "\"PyTorch \"\"NGC\"\" 24.09\",bert,5.9964,5.9964,1.0,,10,8,,,\n"
    "training_results_v4.1,4.1.0,Acme,Acme 2x8,acme_n2,closed,Available on-premise,H100,16,2,"
    "\"PyTorch \"\"NGC\"\" 24.09\",gpt3,,,1.0,,3,0,too many rejected runs,,\n";

} // namespace scalescope::fixtures
