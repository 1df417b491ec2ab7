#pragma once
// Where the headless commands that read rounds (summarize, analyze, compare, export) get
// their data, and the opening they share: outputs checked against the inputs, the rules
// read, dataset files loaded and every other path imported (both may be given together),
// and no path at all meaning the sample compiled into the binary.

#include "app/command_line_parser.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"
#include "core/rules/rules_catalog.h"

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

struct LoadedData
{
    Dataset dataset;
    std::string error; // non-empty: nothing usable
    bool fromSample = false;
    bool imported = false; // some path was imported: `report` is the importer's
    // Of the import; with dataset files beside it, republications between the two are
    // counted too (core/importer/open_inputs.h).
    ImportReport report;
};

// What a command asks of the opening it shares with the others.
struct InputRequest
{
    const CommandLine& line;          // its usage errors: an unknown ruleset
    std::string prefix{};             // "scalescope analyze: "
    std::vector<std::string> paths{}; // none: the embedded sample
    InputOptions input{};
    std::vector<NamedOutput> outputs{};     // refused if one is an input or another output
    std::vector<std::string> otherInputs{}; // read besides the paths (export's --session)
    std::string ruleset{}; // summarize's --ruleset (empty: inferred by the importer)
    // summarize's --report: the import report as JSON, written whatever the outcome.
    std::string reportPath{};
};

struct OpenedInputs
{
    std::optional<int> exitStatus; // set: stop with it (the reason is on `err`)
    bool reportFailed = false;     // --report was not written: finish, then exit 1
    std::optional<RulesCatalog> rules;
    LoadedData loaded;
};

// Checks the outputs (exit 2), reads the rules (exit 1) and checks the ruleset against
// them (exit 2), loads and imports the paths,
// prints the import's one-line summary to `err` (when something was imported), writes
// the report, and refuses a failed import or, without --allow-partial, a partial one
// (exit 1). `out` is where an output of "-" goes.
OpenedInputs openInputs(const InputRequest& request, std::ostream& out, std::ostream& err);

// The opening of a command that reads PATHs and writes one --output (analyze, compare):
// `options` has paths, input and outputPath.
template <typename Options>
OpenedInputs openInputsForOutput(const CommandLine& line, const char* prefix,
                                 const Options& options, std::ostream& out, std::ostream& err)
{
    return openInputs({.line = line,
                       .prefix = prefix,
                       .paths = options.paths,
                       .input = options.input,
                       .outputs = {{"--output", options.outputPath}}},
                      out, err);
}

} // namespace scalescope::cli
