#pragma once
// What a benchmark must reach to count, as the official rules of one ruleset say it: the
// closed division's check of eval_accuracy, read from the converted compliance rules
// (resources/rules, made from mlcommons/logging's YAML). Cross-round views compare it
// between rounds: a changed target is a changed benchmark definition, and times across it
// are not comparable.

#include "core/rules/ruleset.h"

#include <string>
#include <string_view>

namespace scalescope {

// "eval_accuracy >= 0.340" (bounds that only guard the range, "< 1.0" and "> 0.0", are
// left out; several comparisons are joined with "and"). Empty when the rules check the
// quality elsewhere or the benchmark has no closed-division rules in this ruleset.
std::string qualityTarget(const Ruleset& ruleset, std::string_view benchmark);

// The same from a check expression ("(v['value'] >= 0.720) and v['value'] < 1.0").
std::string qualityTargetOfCheck(std::string_view check);

} // namespace scalescope
