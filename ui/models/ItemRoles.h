#pragma once
// Custom item-data roles shared by our models and SortProxy.

#include <Qt>

namespace scalescope::ui {

enum ItemRole {
    // A QString for text columns, invalid when blank; numbers as below.
    // A double for measured or derived figures, qint64 for counts, bool for yes/no.
    SortRole = Qt::UserRole + 1,
    // Header role: the column's name in exported CSV ("gpus", "system_id").
    CsvNameRole,
    // Cell role: the text exported CSV writes where it differs from the display ("bert"
    // for "BERT-Large (bert)").
    CsvValueRole,
};

} // namespace scalescope::ui
