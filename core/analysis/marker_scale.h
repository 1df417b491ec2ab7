#pragma once
// Where the break-even marker may stand on its log2 N scale: snapped to the measured GPU
// count nearest in log2 N, or (continuous) at a step of a log2 scale between two counts.
// The view-model snaps the marker with these and the slider shows it with the same ones,
// so that a marker between measured counts (N*) and the slider agree on its place.

#include <cstddef>
#include <optional>
#include <vector>

namespace scalescope::analysis {

// The index of the measured N nearest to n in log2 N (ties: the smaller N, measuredNs
// ascending; n <= 0: the smallest); none without measured N.
std::optional<std::size_t> nearestMeasuredIndex(const std::vector<double>& measuredNs, double n);
// That N; 0 without measured N.
double nearestMeasuredN(const std::vector<double>& measuredNs, double n);

// A log2 scale from minN to maxN cut into `steps` equal steps: the N at step (minN at 0,
// maxN at steps), and the step nearest to n (0 for n <= 0 or an empty range).
double nAtLog2Step(double minN, double maxN, int step, int steps);
int log2StepOf(double n, double minN, double maxN, int steps);

} // namespace scalescope::analysis
