// Rules loading: the time to parse the built-in rules files (today's twelve,
// resources/rules, and the ten as published, resources/rules/published; embedded) and
// compile every expression of each into a compliance checker, as the first import of a
// process does. Also, for information, the time to convert an official YAML
// tree at run time (--rules-dir), when one is given.
//
//   rules_bench [mlperf_logging dir] [repetitions]

#include "core/compliance/compliance_checker.h"
#include "core/resources/embedded.h"
#include "core/rules/rules_catalog.h"
#include "core/rules/ruleset.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// CPU time of this thread: on a shared machine, wall time also counts the time other
// processes held the core.
double threadCpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// What loading leaves behind: kept until after the timer stops, since freeing is not loading.
struct Loaded
{
    std::vector<scalescope::Ruleset> rulesets;
    std::vector<scalescope::compliance::Checker> checkers;
};

// Parses and compiles every embedded ruleset, as the first import of a process does for
// the rulesets it meets.
Loaded loadAndCompileBuiltIn()
{
    Loaded loaded;
    for (const auto& file : scalescope::resources::embeddedFiles()) {
        if (file.name.rfind("rules/", 0) != 0)
            continue;
        loaded.rulesets.push_back(scalescope::rulesetFromJsonText(file.data));
        loaded.checkers.emplace_back(loaded.rulesets.back());
    }
    return loaded;
}

// What importing one round costs: every embedded file parsed (the list of rulesets
// comes from them), one ruleset compiled.
// (Both editions of the version are compiled: a round whose editions differ, such as
// 1.1.0, is checked under both.)
Loaded loadAllCompileOne(std::string_view version)
{
    Loaded loaded;
    loaded.rulesets.reserve(32);
    for (const auto& file : scalescope::resources::embeddedFiles()) {
        if (file.name.rfind("rules/", 0) != 0)
            continue;
        loaded.rulesets.push_back(scalescope::rulesetFromJsonText(file.data));
        if (loaded.rulesets.back().version == version)
            loaded.checkers.emplace_back(loaded.rulesets.back());
    }
    return loaded;
}

} // namespace

int main(int argc, char** argv)
{
    const std::string official = argc > 1 ? argv[1] : "";
    const int repetitions = argc > 2 ? std::max(1, std::atoi(argv[2])) : 21;

    const auto coldStart = Clock::now();
    const std::size_t count = loadAndCompileBuiltIn().checkers.size(); // includes freeing, once
    const double cold = millisecondsSince(coldStart);
    std::vector<double> times;
    std::vector<double> cpuTimes;
    for (int i = 0; i < repetitions; ++i) {
        const auto start = Clock::now();
        const double cpuStart = threadCpuMilliseconds();
        const Loaded loaded = loadAndCompileBuiltIn();
        cpuTimes.push_back(threadCpuMilliseconds() - cpuStart);
        times.push_back(millisecondsSince(start));
    }
    std::printf("built-in rulesets:  %zu: as published and today's (%s)\n", count,
                scalescope::RulesCatalog().names().c_str());
    std::printf(
        "parse + compile:    first %.2f ms, median %.2f ms, best %.2f ms over %d repetitions\n",
        cold, median(times), *std::min_element(times.begin(), times.end()), repetitions);
    std::printf("  CPU time:         median %.2f ms, best %.2f ms\n", median(cpuTimes),
                *std::min_element(cpuTimes.begin(), cpuTimes.end()));
    std::vector<double> oneRound;
    for (int i = 0; i < repetitions; ++i) {
        const auto start = Clock::now();
        const Loaded loaded = loadAllCompileOne("4.1.0");
        oneRound.push_back(millisecondsSince(start));
    }
    std::printf(
        "one round (4.1.0): median %.2f ms (all files parsed, 4.1.0 compiled in both editions)\n",
        median(oneRound));
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) > 0)
        std::printf("  load average:     %.2f (on %u cores)\n", load[0],
                    std::thread::hardware_concurrency());
    if (!official.empty()) {
        std::vector<double> convert;
        std::size_t converted = 0;
        for (int i = 0; i < std::max(1, repetitions / 4); ++i) {
            const auto start = Clock::now();
            converted = scalescope::loadRulesetsFromDirectory(official).rulesets.size();
            convert.push_back(millisecondsSince(start));
        }
        std::printf(
            "--rules-dir %s: %zu rulesets converted + compiled, median %.1f ms (no target)\n",
            official.c_str(), converted, median(convert));
    }
    std::printf("target:             <= 5 ms for all built-in rulesets parsed + compiled\n");
    return 0;
}
