#pragma once
// The part of an import that does not care where the round lives: layout discovery,
// system descriptions, run checks, scoring. Folders and archives both end here.

#include "core/importer/importer.h"
#include "core/importer/round_layout.h"
#include "core/importer/run_validation.h"
#include "core/importer/source_tree.h"

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace scalescope {

struct Ruleset;

// The checkers of one round: its ruleset's, and the other edition's when that one can
// decide a run otherwise (otherEditionOf), else nullptr.
struct RoundCheckers
{
    const compliance::Checker* main = nullptr;
    const Ruleset* alternativeRules = nullptr;
    const compliance::Checker* alternative = nullptr;
};

// One compiled checker per ruleset, built on first use.
class CheckerCache
{
  public:
    CheckerCache();
    ~CheckerCache();
    // nullptr when the rules cannot be compiled; `error` then says why.
    const compliance::Checker* get(const Ruleset& ruleset, Message& error);
    // main is nullptr when `ruleset` cannot be compiled; the other edition is left out
    // (with no error) when it cannot.
    RoundCheckers forRound(const Ruleset& ruleset, Message& error);

  private:
    std::map<const Ruleset*, std::unique_ptr<compliance::Checker>> checkers_;
    std::map<const Ruleset*, RoundCheckers> rounds_; // an archive asks once per run log
};

// The ruleset a round is scored with: the one asked for, else the one its name says,
// else the newest. Notes go to `report` when given. nullptr and `error` set when unknown.
const Ruleset* chooseRuleset(const ImportOptions& options, const std::string& roundName,
                             ImportReport* report, Message& error);

// Run logs already validated while an archive was read, by path in the tree; the
// pipeline takes them instead of reading those files (they are no longer in memory).
using ValidatedRuns = std::map<std::filesystem::path, RunValidation>;

// `result.report` may already hold items (archive problems); they are kept first.
void importFromTree(const SourceTree& tree, const std::vector<LayoutStart>& starts,
                    const ImportOptions& options, const ImportProgress& progress,
                    CheckerCache& checkers, ValidatedRuns* validated, ImportResult& result);

// importArchive before its last steps (finishImport), so that importPaths finishes
// several sources once, together.
ImportResult importArchiveUnfinished(const std::filesystem::path& archive,
                                     const ImportOptions& options, const ImportProgress& progress);

// The last steps of a public import: republished entries marked over all the rounds
// read (markRepublished, when options.hashLogs) and said in the report, and the
// report made readable.
void finishImport(ImportResult& result, const ImportOptions& options);

} // namespace scalescope
