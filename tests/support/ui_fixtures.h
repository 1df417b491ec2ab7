#pragma once
// Hand-built datasets and reports for the GUI tests, and the fixture round's path.

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"

#include <QString>

namespace scalescope::ui::test {

// Two systems, four benchmark rows: scores 12.5, 2.25, blank (too many rejected runs)
// and 100.0; energy only on the 2.25 row.
Dataset sampleDataset();

// One error with a line number, one warning and one info without.
ImportReport sampleReport();

// tests/data/ui/google_round, staged as <build>/fixture_rounds/google/training_results_v4.1:
// one org (Google), two systems, gpt3 only.
QString fixtureRoundPath();

} // namespace scalescope::ui::test

namespace scalescope::ui::test {

// docs/analysis.md §7 as a round: bert on "H100-SXM5-80GB" with frontier N = 8, 16, 32,
// 64 and T = 40, 22, 13, 9 (Acme; counted runs T-1, T, T+1; 1.5 kWh at N = 16), a
// slower Beta point at N = 16 (T = 30); bert on "MI300X" at N = 8 and 16 (T = 50, 30);
// ssd at N = 8 and 16 (T = 10, 6).
Dataset scalingDataset();

// Two rounds: scalingDataset() (training_results_v9.9) opened first, then
// training_results_v9.8 with bert on "H100-SXM5-80GB" at N = 8 and 16 only (Acme, T = 44
// and 25) and gpt3 on "H100-SXM5-80GB" at N = 8, 16, 32, 64, 128 (Acme, T = 100, 52, 28,
// 16, 10): five distinct counts, more than any other series.
Dataset twoRoundDataset();

} // namespace scalescope::ui::test
