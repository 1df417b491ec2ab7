#pragma once
// Ctrl+C and a context menu (Copy, Export…) on a table view: the whole selection goes to
// the clipboard as tab-separated text with the header row (ui/models/TableTsv.h).

#include <QString>
#include <functional>

class QTableView;

namespace scalescope::ui {

// The selected rows (or the rows of the selected cells) in view order, the visible
// columns the selection touches in visual order, as TSV; empty when nothing is selected.
QString selectedTableTsv(const QTableView& view);

// Adds a Copy action (Ctrl+C, on the view's focus) and a right-click menu offering Copy
// and, when `exportTable` is given, Export…. Safe to call once per view.
void makeTableCopyable(QTableView* view, std::function<void()> exportTable = {});

} // namespace scalescope::ui
