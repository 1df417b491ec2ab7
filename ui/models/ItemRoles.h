#pragma once
// Custom item-data roles shared by our models and SortProxy.

#include <Qt>

namespace scalescope::ui {

enum ItemRole {
    // A double for numeric columns, a QString for text ones, invalid when blank.
    SortRole = Qt::UserRole + 1,
};

} // namespace scalescope::ui
