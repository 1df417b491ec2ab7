#pragma once
// Tab-separated text of a table's rows and columns, with the header row: what Ctrl+C on a
// table puts on the clipboard (spreadsheets paste it as cells).

#include <QList>
#include <QString>

class QAbstractItemModel;

namespace scalescope::ui {

// `rows` and `columns` in the order they are written (the view's visual order); each
// cell's display text, with tabs and line breaks turned into spaces; lines end in "\n".
QString tableTsv(const QAbstractItemModel& model, const QList<int>& rows,
                 const QList<int>& columns);

} // namespace scalescope::ui
