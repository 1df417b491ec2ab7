#include "ui/workspace/AlignmentBurst.h"

#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {

// Half a pixel: closer spans draw the same.
bool sameSpans(const AlignmentBurst::State& a, const AlignmentBurst::State& b)
{
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > 0.5)
            return false;
    return true;
}

} // namespace

bool AlignmentBurst::mayAlign(const State& state)
{
    // A repeat of the last pass is a layout that has settled: aligning it again changes nothing.
    const bool cycling = m_seen.size() >= kMaxPasses ||
                         (!m_seen.empty() && !sameSpans(state, m_seen.back()) &&
                          std::any_of(m_seen.begin(), m_seen.end() - 1,
                                      [&](const State& seen) { return sameSpans(state, seen); }));
    m_seen.push_back(state);
    return !cycling;
}

} // namespace scalescope::ui
