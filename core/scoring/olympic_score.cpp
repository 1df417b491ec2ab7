#include "core/scoring/olympic_score.h"

#include <algorithm>
#include <numeric>

namespace scalescope::scoring {

std::optional<RunTime> runTime(const mllog::MllogLog& log)
{
    std::optional<double> start;
    std::optional<double> stop;
    for (const auto& record : log.records) {
        if (record.key == "run_start")
            start = record.timeMs;
        else if (record.key == "run_stop")
            stop = record.timeMs;
        if (start && stop)
            return RunTime{*start, *stop};
    }
    return std::nullopt;
}

OlympicScore olympicScore(const std::vector<RunInput>& runs, int maxDropped)
{
    OlympicScore score;
    score.roles.assign(runs.size(), SliceRole::Rejected);
    std::vector<std::size_t> valid;
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (runs[i].valid)
            valid.push_back(i);
    const int rejected = static_cast<int>(runs.size() - valid.size());
    std::stable_sort(valid.begin(), valid.end(), [&](std::size_t a, std::size_t b) {
        return runs[a].minutes < runs[b].minutes;
    });

    const int n = static_cast<int>(valid.size());
    const int m = maxDropped;
    if (rejected > m) {
        keepMessage(score.unscoredReason, score.unscoredReasonMessage,
                    {"score.too_many_rejected",
                     {numberArg(static_cast<long long>(rejected)),
                      numberArg(static_cast<long long>(runs.size())),
                      numberArg(static_cast<long long>(m))}});
        for (std::size_t i = 0; i < valid.size(); ++i)
            score.roles[valid[i]] = SliceRole::DroppedSlowest;
        return score;
    }
    const int keepBegin = std::min(m, n);
    const int keepEnd = std::max(keepBegin, n - (m - rejected));
    for (int rank = 0; rank < n; ++rank) {
        score.roles[valid[static_cast<std::size_t>(rank)]] =
            rank < keepBegin ? SliceRole::DroppedFastest
            : rank < keepEnd ? SliceRole::Counted
                             : SliceRole::DroppedSlowest;
    }
    score.counted = keepEnd - keepBegin;
    if (score.counted == 0) {
        keepMessage(score.unscoredReason, score.unscoredReasonMessage,
                    runs.empty()
                        ? Message{"score.no_result_files", {}}
                        : Message{"score.none_left", {numberArg(static_cast<long long>(n))}});
        return score;
    }
    // A plain left-to-right sum in ascending time order, as CPython 3.11's sum() does.
    double timeSum = 0;
    double energySum = 0;
    bool allHaveEnergy = true;
    for (int rank = keepBegin; rank < keepEnd; ++rank) {
        const auto& run = runs[valid[static_cast<std::size_t>(rank)]];
        timeSum += run.minutes;
        if (run.energyJoules)
            energySum += *run.energyJoules;
        else
            allHaveEnergy = false;
    }
    score.rawMinutes = timeSum / score.counted;
    if (allHaveEnergy)
        score.rawEnergy = energySum / score.counted;
    return score;
}

} // namespace scalescope::scoring
