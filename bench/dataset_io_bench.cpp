// Writes and reads the embedded v4.1 dataset (resources/sample) several times and prints
// the median of each, with the file's size, so a change to the dataset file's reader or
// writer can be weighed in one run. Build type matters: compare figures from one build.
//
//   dataset_io_bench [repetitions]

#include "bench/bench_timing.h"
#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using scalescope::bench::Clock;
using scalescope::bench::median;
using scalescope::bench::millisecondsSince;

int main(int argc, char** argv)
{
    const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 21;
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    if (!text) {
        std::fprintf(
            stderr, "dataset_io_bench: the build embeds no sample/training_v4.1.scalescope.json\n");
        return 1;
    }
    const scalescope::LoadResult sample = scalescope::loadDataset(*text);
    if (!sample.ok()) {
        std::fprintf(stderr, "dataset_io_bench: the embedded sample does not load: %s\n",
                     sample.error.c_str());
        return 1;
    }
    std::vector<double> reads;
    std::vector<double> writes;
    std::size_t written = 0;
    for (int i = 0; i < repetitions; ++i) {
        auto start = Clock::now();
        const scalescope::LoadResult loaded = scalescope::loadDataset(*text);
        reads.push_back(millisecondsSince(start));
        if (!loaded.ok())
            return 1;
        start = Clock::now();
        written = scalescope::toJson(loaded.dataset).size();
        writes.push_back(millisecondsSince(start));
    }
    std::printf("v4.1 dataset: %zu bytes read, %zu bytes written; median of %d: read %.2f ms, "
                "write %.2f ms\n",
                text->size(), written, repetitions, median(reads), median(writes));
    return 0;
}
