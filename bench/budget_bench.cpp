// Peak memory of importing a small round in which one result log is 2 GB (a sparse
// file: no disk, no time to make). The log is over the per-file budget
// (kMaxInputFileBytes, 1 GiB), so it is refused from its size and the import's peak RSS
// stays that of the small round: bounded by the budget, not by the file's size.
//
//   budget_bench [LOG_SIZE_MB]      (default 2048; sizes under the budget are read)

#include "core/importer/importer.h"

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {

double peakRssMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

void importAndPrint(const char* what, const fs::path& round)
{
    const auto started = std::chrono::steady_clock::now();
    const scalescope::ImportResult result = scalescope::importPaths({round});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%-34s %6.3f s  %8.1f MB read  peak RSS %7.1f MB  (%s)\n", what, seconds,
                static_cast<double>(result.report.bytesRead) / 1e6, peakRssMegabytes(),
                result.ok() ? result.report.summary().c_str() : result.error.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    const long long logMegabytes = argc > 1 ? std::atoll(argv[1]) : 2048;
    char pattern[] = "/tmp/scalescope_budget_bench_XXXXXX";
    if (::mkdtemp(pattern) == nullptr) {
        std::perror("mkdtemp");
        return 1;
    }
    const fs::path folder = pattern;
    const fs::path round = folder / "training_results_v4.1";
    fs::copy(SCALESCOPE_ACME_ROUND, round, fs::copy_options::recursive);
    std::printf("per-file budget %.0f MiB, per-import budget %.0f GiB\n",
                static_cast<double>(scalescope::kMaxInputFileBytes) / (1 << 20),
                static_cast<double>(scalescope::kMaxImportBytes) / (1 << 30));
    std::printf("peak RSS before importing: %.1f MB\n", peakRssMegabytes());
    importAndPrint("small round", round);

    const fs::path log = round / "Acme/results/acme_n1/ssd/result_0.txt";
    { std::ofstream(log, std::ios::trunc) << ":::MLLOG {"; }
    if (::truncate(log.c_str(), static_cast<off_t>(logMegabytes) << 20) != 0) {
        std::perror("truncate");
        fs::remove_all(folder);
        return 1;
    }
    char label[64];
    std::snprintf(label, sizeof label, "with one %lld MB sparse log", logMegabytes);
    importAndPrint(label, round);
    fs::remove_all(folder);
    return 0;
}
