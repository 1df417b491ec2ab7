// Peak memory of importing a small round in which one result log is 2 GB, three ways:
//  1. a sparse 2 GB file (no disk, no time to make): over the per-file budget
//     (kMaxInputFileBytes, 1 GiB), it is refused from its size, unread;
//  2. a written 2 GB log (the run's MLLOG records, then filler lines) under the same
//     budget: refused the same way;
//  3. that log again with the per-file budget raised past its size, so it is read: in
//     bounded pieces (ChunkedFile, kDefaultChunkBytes) keeping only the MLLOG lines, so
//     the peak RSS stays tens of MB, bounded by the chunk and the longest line, not by
//     the file (before issue 28 it grew by the file's size).
// The run keeps its score: the filler changes nothing.
//
//   budget_bench [LOG_SIZE_MB]      (default 2048; the written log needs that much disk)

#include "core/importer/importer.h"
#include "core/util/chunked_file.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

double peakRssMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

void importAndPrint(const char* what, const fs::path& round,
                    const scalescope::ImportOptions& options = {})
{
    const auto started = std::chrono::steady_clock::now();
    const scalescope::ImportResult result = scalescope::importPaths({round}, options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%-44s %6.3f s  %8.1f MB read  peak RSS %7.1f MB  (%s)\n", what, seconds,
                static_cast<double>(result.report.bytesRead) / 1e6, peakRssMegabytes(),
                result.ok() ? result.report.summary().c_str() : result.error.c_str());
    if (!result.ok())
        return;
    for (const auto& system : result.dataset.rounds.at(0).systems)
        if (system.systemId == "acme_n1" && !system.benchmarks.empty()) {
            const auto& benchmark = system.benchmarks.front();
            const auto& run = benchmark.runs.front();
            std::printf("    acme_n1 ssd: score %s min; result_0 %s%s\n",
                        benchmark.scoreMinutes ? std::to_string(*benchmark.scoreMinutes).c_str()
                                               : "none",
                        run.minutes ? (std::to_string(*run.minutes) + " min").c_str() : "no time",
                        run.reason.empty() ? "" : (" (" + run.reason + ")").c_str());
        }
}

// The run's own log, then filler lines (a training loop's progress output) up to `bytes`.
bool writeLargeLog(const fs::path& log, const std::string& records, std::uint64_t bytes)
{
    std::FILE* out = std::fopen(log.c_str(), "wb");
    if (out == nullptr)
        return false;
    std::string block;
    for (int i = 0; block.size() < (std::size_t(1) << 20); ++i)
        block += "step " + std::to_string(i) +
                 " loss 0.123456789 lr 0.001 throughput 1234.5 samples/s\n";
    bool ok = std::fwrite(records.data(), 1, records.size(), out) == records.size();
    for (std::uint64_t written = records.size(); ok && written < bytes; written += block.size())
        ok = std::fwrite(block.data(), 1, block.size(), out) == block.size();
    return std::fclose(out) == 0 && ok;
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
    std::printf("per-file budget %.0f MiB, per-import budget %.0f GiB, chunk %.0f MiB, line limit "
                "%.0f MiB\n",
                static_cast<double>(scalescope::kMaxInputFileBytes) / (1 << 20),
                static_cast<double>(scalescope::kMaxImportBytes) / (1 << 30),
                static_cast<double>(scalescope::kDefaultChunkBytes) / (1 << 20),
                static_cast<double>(scalescope::kMaxLineBytes) / (1 << 20));
    std::printf("peak RSS before importing: %.1f MB\n", peakRssMegabytes());
    importAndPrint("small round", round);

    const fs::path log = round / "Acme/results/acme_n1/ssd/result_0.txt";
    std::string records;
    {
        std::ifstream in(log, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        records = text.str();
    }
    const std::uint64_t logBytes = static_cast<std::uint64_t>(logMegabytes) << 20;
    {
        std::ofstream(log, std::ios::trunc) << ":::MLLOG {";
    }
    if (::truncate(log.c_str(), static_cast<off_t>(logBytes)) != 0) {
        std::perror("truncate");
        fs::remove_all(folder);
        return 1;
    }
    char label[64];
    std::snprintf(label, sizeof label, "with one %lld MB sparse log", logMegabytes);
    importAndPrint(label, round);

    const auto written = std::chrono::steady_clock::now();
    if (!writeLargeLog(log, records, logBytes)) {
        std::perror("writing the large log");
        fs::remove_all(folder);
        return 1;
    }
    std::printf("wrote a %lld MB log (%zu bytes of records, then filler lines) in %.1f s\n",
                logMegabytes, records.size(),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - written).count());
    std::snprintf(label, sizeof label, "with it, default budget");
    importAndPrint(label, round);
    scalescope::ImportOptions options;
    options.readLimits.fileBytes = logBytes + (std::uint64_t(1) << 20);
    std::snprintf(label, sizeof label, "with it, per-file budget %.0f MiB (read)",
                  static_cast<double>(options.readLimits.fileBytes) / (1 << 20));
    importAndPrint(label, round, options);
    fs::remove_all(folder);
    return 0;
}
