// Imports one or more rounds together, as one `summarize` does, several times, and
// prints wall time, throughput of log bytes, CPU time split into user and kernel, and
// peak RSS, next to the time `cat` takes to read the same files in the same run. Each
// repetition imports twice, with and without hashing every result log (provenance,
// docs/analysis.md), in alternating order, so both see the same machine.
//
//   import_bench <round root or archive> [...] [repetitions]

#include "core/importer/importer.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <sys/resource.h>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double catSeconds(const std::string& root)
{
    const std::string command =
        std::filesystem::is_directory(root)
            ? "find '" + root + "' -type f -print0 | xargs -0 cat > /dev/null"
            : "cat '" + root + "' > /dev/null";
    const auto start = Clock::now();
    if (std::system(command.c_str()) != 0)
        std::fprintf(stderr, "warning: '%s' failed\n", command.c_str());
    return secondsSince(start);
}

struct CpuTimes
{
    double user = 0;
    double system = 0;
};

CpuTimes cpuTimes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    };
    return {seconds(usage.ru_utime), seconds(usage.ru_stime)};
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> roots;
    int repetitions = 7;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (i == argc - 1 && i > 1 && !argument.empty() &&
            argument.find_first_not_of("0123456789") == std::string::npos)
            repetitions = std::max(1, std::atoi(argument.c_str()));
        else
            roots.push_back(argument);
    }
    if (roots.empty()) {
        std::fprintf(stderr, "usage: import_bench <round root> [<round root> ...] [repetitions]\n");
        return 2;
    }

    std::uintmax_t bytes = 0;
    std::size_t files = 0;
    for (const auto& root : roots) {
        if (!std::filesystem::is_directory(root)) { // an archive: its own size
            bytes += std::filesystem::file_size(root);
            ++files;
            continue;
        }
        for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
            if (entry.is_regular_file()) {
                bytes += entry.file_size();
                ++files;
            }
        }
    }
    const auto catAll = [&] {
        double seconds = 0;
        for (const auto& root : roots)
            seconds += catSeconds(root);
        return seconds;
    };
    catAll(); // warm the page cache, as a user's second open would find it
    std::vector<double> catTimes;
    std::vector<double> importTimes;
    std::vector<double> userTimes;
    std::vector<double> systemTimes;
    std::vector<double> unhashedTimes;
    scalescope::ImportResult last;
    const std::vector<std::filesystem::path> paths(roots.begin(), roots.end());
    for (int i = 0; i < repetitions; ++i) {
        catTimes.push_back(catAll());
        const auto unhashed = [&] {
            scalescope::ImportOptions options;
            options.hashLogs = false;
            const auto start = Clock::now();
            const auto result = scalescope::importPaths(paths, options);
            unhashedTimes.push_back(secondsSince(start));
        };
        if (i % 2 == 1)
            unhashed();
        const CpuTimes before = cpuTimes();
        const auto start = Clock::now();
        last = scalescope::importPaths(paths);
        importTimes.push_back(secondsSince(start));
        const CpuTimes after = cpuTimes();
        userTimes.push_back(after.user - before.user);
        systemTimes.push_back(after.system - before.system);
        if (i % 2 == 0)
            unhashed();
    }
    if (!last.ok()) {
        std::fprintf(stderr, "import failed: %s\n", last.error.c_str());
        return 1;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double importMedian = median(importTimes);
    const double importBest = *std::min_element(importTimes.begin(), importTimes.end());
    const double catMedian = median(catTimes);
    const double megabytes = static_cast<double>(bytes) / 1e6;
    for (const auto& root : roots)
        std::printf("round:            %s\n", root.c_str());
    std::printf("files:            %zu (%.1f MB); %s\n", files, megabytes,
                last.report.summary().c_str());
    std::printf("repetitions:      %d, threads: %u\n", repetitions,
                std::max(1u, std::thread::hardware_concurrency()));
    std::printf("import wall time: median %.3f s, best %.3f s\n", importMedian, importBest);
    std::printf("throughput:       %.2f GB/s median, %.2f GB/s best; %.0f files/s\n",
                megabytes / 1e3 / importMedian, megabytes / 1e3 / importBest,
                static_cast<double>(files) / importMedian);
    const double unhashedMedian = median(unhashedTimes);
    std::printf("without hashing:  median %.3f s, best %.3f s -> hashed/unhashed = %.3fx (target "
                "<= 1.1x); %llu "
                "republished entries\n",
                unhashedMedian, *std::min_element(unhashedTimes.begin(), unhashedTimes.end()),
                importMedian / unhashedMedian,
                static_cast<unsigned long long>(last.report.republished));
    std::printf("CPU time:         user %.3f s + kernel %.3f s (medians)\n", median(userTimes),
                median(systemTimes));
    std::printf("cat wall time:    median %.3f s (%.2f GB/s) -> import/cat = %.2fx\n", catMedian,
                megabytes / 1e3 / catMedian, importMedian / catMedian);
    std::printf("peak RSS:         %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
    std::printf("targets:          >= 1.5 GB/s on 2 threads, <= 96 MB peak RSS\n");
    return 0;
}
