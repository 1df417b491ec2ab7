#include "ui/panels/ScoreTablePanel.h"

#include "ui/models/ScoreTableModel.h"
#include "ui/models/SortProxy.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

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
    m_view->resizeColumnsToContents();
    // Framework names can be very long; keep them from pushing the scores off screen.
    constexpr int widestTextColumn = 260;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (m_view->columnWidth(column) > widestTextColumn)
            m_view->setColumnWidth(column, widestTextColumn);
    }
}

} // namespace scalescope::ui
