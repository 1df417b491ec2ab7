#pragma once
// The bodies of the libFuzzer targets, one function per input format. Each fuzz_<name>
// executable calls one of them from LLVMFuzzerTestOneInput (fuzz_entry.cpp); the
// regression test (regressions_test.cpp) calls the same functions on every committed
// crash input and seed, so a fixed crash stays fixed in the ordinary test suite.
//
// A function returns normally for any input. A crash, a sanitizer report, an escaping
// exception or a failed invariant (std::abort through FUZZ_CHECK) is a finding.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace scalescope::fuzz {

using Target = void (*)(std::string_view bytes);

// The MLLOG line parser and the JSON reader under it (readMllog, json::parse, dump).
void mllogLine(std::string_view bytes);
// A whole result file through validity (ruleset 4.1.0) and the run time.
void resultFile(std::string_view bytes);
// systems/<id>.json (parseSystemDescription and the URLs built from it).
void systemJson(std::string_view bytes);
// scaling.json, through importPaths on a one-benchmark round in a temp folder.
void scalingJson(std::string_view bytes);
// A power log (node_*.txt / sw_*.txt) through nodeEnergy and switchEnergy.
void powerLog(std::string_view bytes);
// A dataset file (.scalescope.json) through loadDataset, and what toJson writes back.
void datasetFile(std::string_view bytes);
// An archive (zip, tar and its compressed forms) through readArchive, then importArchive.
void archiveFile(std::string_view bytes);

// A rules expression, then the same text as a rules program (PRE/POST code), compiled and
// run against a fixed record with a small step budget (the rules evaluator of --rules-dir).
void rulesExpression(std::string_view bytes);

// nullptr for an unknown name; names are the corpus folder names ("mllog_line").
Target targetNamed(std::string_view name);

} // namespace scalescope::fuzz
