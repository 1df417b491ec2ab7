// Imports a whole round several times and prints wall time, throughput and peak RSS,
// next to the time `cat` takes to read the same files in the same run.
//
//   import_bench <round root> [repetitions]

#include "core/importer/importer.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <sys/resource.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double catSeconds(const std::string& root)
{
    const std::string command = "find '" + root + "' -type f -print0 | xargs -0 cat > /dev/null";
    const auto start = Clock::now();
    if (std::system(command.c_str()) != 0)
        std::fprintf(stderr, "warning: '%s' failed\n", command.c_str());
    return secondsSince(start);
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: import_bench <round root> [repetitions]\n");
        return 2;
    }
    const std::string root = argv[1];
    const int repetitions = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;

    std::uintmax_t bytes = 0;
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
        if (entry.is_regular_file()) {
            bytes += entry.file_size();
            ++files;
        }
    }
    catSeconds(root); // warm the page cache, as a user's second open would find it
    std::vector<double> catTimes;
    std::vector<double> importTimes;
    scalescope::ImportResult last;
    for (int i = 0; i < repetitions; ++i) {
        catTimes.push_back(catSeconds(root));
        const auto start = Clock::now();
        last = scalescope::importPaths({root});
        importTimes.push_back(secondsSince(start));
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
    std::printf("round:            %s\n", root.c_str());
    std::printf("files:            %zu (%.1f MB); %s\n", files, megabytes, last.report.summary().c_str());
    std::printf("repetitions:      %d, threads: %u\n", repetitions, std::max(1u, std::thread::hardware_concurrency()));
    std::printf("import wall time: median %.3f s, best %.3f s\n", importMedian, importBest);
    std::printf("throughput:       %.0f MB/s, %.0f files/s (median)\n", megabytes / importMedian,
                static_cast<double>(files) / importMedian);
    std::printf("cat wall time:    median %.3f s -> import/cat = %.2fx\n", catMedian, importMedian / catMedian);
    std::printf("peak RSS:         %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
    std::printf("targets:          <= 0.300 s wall, <= 1.5x cat, <= 64 MB peak RSS\n");
    return 0;
}
