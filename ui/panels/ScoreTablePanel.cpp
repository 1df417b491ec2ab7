#include "ui/panels/ScoreTablePanel.h"

#include "ui/models/ScoreTableModel.h"
#include "ui/models/SortProxy.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace scalescope::ui {

ScoreTablePanel::ScoreTablePanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new ScoreTableModel(this))
    , m_proxy(new SortProxy(this))
    , m_filter(new QLineEdit(this))
    , m_view(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);

    m_filter->setPlaceholderText(tr("Filter by submitter, system, accelerator, benchmark…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &SortProxy::setFilterFixedString);

    m_view->setModel(m_proxy);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setSectionsMovable(true);
    // No sort column at first: rows keep the official CSV order until a header is
    // clicked; a third click returns to it.
    m_view->horizontalHeader()->setSortIndicatorClearable(true);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_view);
}

void ScoreTablePanel::setDataset(Dataset dataset)
{
    m_model->setDataset(std::move(dataset));
    fitColumns();
}

void ScoreTablePanel::fitColumns()
{
    // Names (submitter, system, framework) can be very long: cap their columns, then
    // narrow them further until the scores at the right fit in the view. The full
    // text is in each cell's tooltip.
    constexpr int widestTextColumn = 150;
    constexpr int narrowestTextColumn = 80;
    const std::array textColumns = {ScoreTableModel::Submitter, ScoreTableModel::System,
                                    ScoreTableModel::SystemId, ScoreTableModel::Accelerator,
                                    ScoreTableModel::Framework};
    m_view->resizeColumnsToContents();
    for (const int column : textColumns)
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), widestTextColumn));

    int total = 0;
    for (int column = 0; column < m_model->columnCount(); ++column)
        total += m_view->columnWidth(column);
    // The vertical scroll bar may appear only after the rows are laid out; leave it room.
    const int scrollBar = m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
    const int excess = total - (m_view->viewport()->width() - scrollBar - 2);
    if (excess <= 0)
        return;
    const int shrinkEach = (excess + int(textColumns.size()) - 1) / int(textColumns.size());
    for (const int column : textColumns) {
        const int width = m_view->columnWidth(column);
        m_view->setColumnWidth(column, std::max(narrowestTextColumn, width - shrinkEach));
    }
}

} // namespace scalescope::ui
