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

// tests/data/ui/training_results_v4.1: one org (Google), two systems, gpt3 only.
QString fixtureRoundPath();

} // namespace scalescope::ui::test
