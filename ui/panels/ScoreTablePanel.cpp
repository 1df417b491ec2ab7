#include "ui/panels/ScoreTablePanel.h"

#include "ui/models/ScoreTableModel.h"
#include "ui/models/SortProxy.h"

#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

namespace scalescope::ui {

ScoreTablePanel::ScoreTablePanel(QWidget* parent)
    : QWidget(parent), m_model(new ScoreTableModel(this)), m_proxy(new SortProxy(this)),
      m_filter(new QLineEdit(this)), m_view(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);

    m_filter->setPlaceholderText(tr("Filter by submitter, system, accelerator, benchmark…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &SortProxy::setFilterFixedString);

    m_view->setModel(m_proxy);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setSectionsMovable(true);
    // Column widths from a sample of rows: with five rounds open (~800 rows) measuring
    // every cell delayed the first chart.
    m_view->horizontalHeader()->setResizeContentsPrecision(200);
    // No sort column at first: rows keep the official CSV order until a header is
    // clicked; a third click returns to it.
    m_view->horizontalHeader()->setSortIndicatorClearable(true);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_view);
    m_view->viewport()->installEventFilter(this);
}

void ScoreTablePanel::setDataset(std::shared_ptr<const Dataset> dataset)
{
    m_model->setDataset(std::move(dataset));
    m_view->resizeColumnsToContents();
    m_contentWidths.clear();
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_contentWidths.push_back(m_view->columnWidth(column));
    fitColumns();
}

bool ScoreTablePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void ScoreTablePanel::fitColumns()
{
    if (m_contentWidths.size() != static_cast<std::size_t>(m_model->columnCount()))
        return;
    constexpr int narrowestTextColumn = 80;
    const std::array textColumns = {ScoreTableModel::System, ScoreTableModel::Framework,
                                    ScoreTableModel::SystemId, ScoreTableModel::Submitter,
                                    ScoreTableModel::Accelerator};
    std::vector<int> widths = m_contentWidths;
    int total = 0;
    for (const int width : widths)
        total += width;
    // The vertical scroll bar may appear only after the rows are laid out; leave it room.
    const int scrollBar = m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
    int excess = total - (m_view->viewport()->width() - scrollBar - 2);
    // Too wide: take from the widest names first, never below a readable width.
    while (excess > 0) {
        int widest = -1;
        for (const int column : textColumns)
            if (widths[column] > narrowestTextColumn &&
                (widest < 0 || widths[column] > widths[widest]))
                widest = column;
        if (widest < 0)
            break;
        const int step = std::min({excess, widths[widest] - narrowestTextColumn, 16});
        widths[widest] -= step;
        excess -= step;
    }
    for (int column = 0; column < static_cast<int>(widths.size()); ++column)
        m_view->setColumnWidth(column, widths[column]);
}

} // namespace scalescope::ui
