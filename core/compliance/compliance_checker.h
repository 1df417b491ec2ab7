#pragma once
// Run validity, decided as the official mlperf_logging compliance checker decides it
// (docs/mlperf-scoring.md §3): the ruleset's rules files are chained from "common", each
// scans every record with its own state, and failures of a key are dropped when a later
// file redefines the key. Where the official tool would crash, the run is rejected with
// a reason instead.

#include "core/mllog/mllog_reader.h"
#include "core/rules/ruleset.h"
#include "core/util/message.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::compliance {

namespace detail {
struct CompiledRuleset;
}

struct Failure
{
    std::uint32_t line = 0; // 0 = whole file
    std::string message;    // a sentence for people, starting with "line N: " when line != 0
    Message text = {};      // the same as a message, when scalescope words it (not a rules file)
};

struct Result
{
    bool valid = false;
    std::vector<Failure> failures;
    std::vector<Failure> warnings;
    // Failures a waiver of the ruleset let pass (a release checker's code-level exception,
    // such as 1.1.0's "can be ignored" weights_initialization): they do not reject the run.
    std::vector<Failure> waived;
    std::string division;  // first submission_division value, "" when absent
    std::string benchmark; // first submission_benchmark value, "" when absent
};

class Checker
{
  public:
    // Compiles the ruleset once; throws std::runtime_error with a clear message on a
    // broken rules file. `alsoRead`: keys the caller reads from the same log, so that
    // keysRead() covers them too.
    explicit Checker(const Ruleset& ruleset, std::span<const std::string_view> alsoRead = {});
    // Thread-safe and const: may be called concurrently.
    Result check(const mllog::MllogLog& log) const;
    // The keys whose value or metadata check() or the caller reads; records of other keys
    // only need their key, time and line (mllog::ReadOptions::detailed).
    const mllog::KeySet& keysRead() const { return *keysRead_; }

  private:
    std::shared_ptr<const detail::CompiledRuleset> rules_;
    std::shared_ptr<const mllog::KeySet> keysRead_;
};

} // namespace scalescope::compliance
