#include "ui/panels/CopyableTable.h"

#include "ui/models/TableTsv.h"

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QMenu>
#include <QTableView>
#include <algorithm>
#include <set>
#include <utility>

namespace scalescope::ui {

namespace {

const char* const kCopyableProperty = "scalescopeCopyable";

} // namespace

QString selectedTableTsv(const QTableView& view)
{
    const auto* selection = view.selectionModel();
    const auto* model = view.model();
    if (selection == nullptr || model == nullptr || !selection->hasSelection())
        return {};
    std::set<int> rowSet;
    std::set<int> columnSet;
    for (const auto& index : selection->selectedIndexes()) {
        rowSet.insert(index.row());
        columnSet.insert(index.column());
    }
    // Whole rows selected (SelectRows views): every visible column.
    const auto behaviour = view.selectionBehavior();
    const auto* header = view.horizontalHeader();
    QList<int> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        if (view.isColumnHidden(column))
            continue;
        if (behaviour == QAbstractItemView::SelectRows || columnSet.count(column) > 0)
            columns.append(column);
    }
    QList<int> rows(rowSet.begin(), rowSet.end());
    // A sorted proxy's rows are already in view order; the vertical header maps moved rows.
    const auto* vertical = view.verticalHeader();
    std::sort(rows.begin(), rows.end(), [vertical](int a, int b) {
        return vertical->visualIndex(a) < vertical->visualIndex(b);
    });
    return tableTsv(*model, rows, columns);
}

void makeTableCopyable(QTableView* view, std::function<void()> exportTable)
{
    if (view == nullptr || view->property(kCopyableProperty).toBool())
        return;
    view->setProperty(kCopyableProperty, true);
    auto* copy = new QAction(QCoreApplication::translate("CopyableTable", "&Copy"), view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(copy, &QAction::triggered, view, [view] {
        const QString text = selectedTableTsv(*view);
        if (!text.isEmpty())
            QGuiApplication::clipboard()->setText(text);
    });
    view->addAction(copy);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, view,
                     [view, copy, exportTable = std::move(exportTable)](const QPoint& position) {
                         QMenu menu(view);
                         copy->setEnabled(view->selectionModel() != nullptr &&
                                          view->selectionModel()->hasSelection());
                         menu.addAction(copy);
                         if (exportTable)
                             menu.addAction(
                                 QCoreApplication::translate("CopyableTable", "&Export…"), view,
                                 exportTable);
                         menu.exec(view->viewport()->mapToGlobal(position));
                     });
}

} // namespace scalescope::ui
