#pragma once
// Decides whether one more chart-alignment pass may change the margins.
//
// Qt Charts lays a chart's labels and legend out again after a margin change, which can
// move its natural plot area by a label's width, so that the two charts' alignment
// margins chase each other for ever: cycles of two layouts (v4.1) and of four (five
// rounds open in a narrow window) were seen, each repainting both charts whole, so that
// an idle window kept painting and a slider step cost 25 to 40 ms instead of 2 ms
// (bench/ui_bench). A burst of passes that comes back to a state it has already seen,
// or runs longer than any real settling does, leaves the margins as they are; the burst
// ends (endBurst) after a quiet moment, so the next real change aligns again.

#include <array>
#include <cstddef>
#include <vector>

namespace scalescope::ui {

class AlignmentBurst
{
  public:
    // Both charts' natural plot spans: speedup left, right, efficiency left, right (px).
    using State = std::array<double, 4>;
    static constexpr std::size_t kMaxPasses = 8;

    // Records this pass's state; false when the pass must leave the margins alone.
    bool mayAlign(const State& state);
    void endBurst() { m_seen.clear(); }
    std::size_t passes() const { return m_seen.size(); }

  private:
    std::vector<State> m_seen;
};

} // namespace scalescope::ui
