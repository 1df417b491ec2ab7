#include "ui/panels/ImportReportDock.h"

#include "ui/models/ImportReportModel.h"
#include "ui/models/SortProxy.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace scalescope::ui {

namespace {

// "1 error", "3 errors". tr()'s %n plurals need a loaded translation to read right.
QString counted(std::size_t count, const QString& one, const QString& many)
{
    return QString::number(count) % QLatin1Char(' ') % (count == 1 ? one : many);
}

} // namespace

ImportReportDock::ImportReportDock(QWidget* parent)
    : QDockWidget(tr("Import Report"), parent), m_model(new ImportReportModel(this)),
      m_proxy(new SortProxy(this)), m_view(new QTableView), m_countLabel(new QLabel),
      m_copyButton(new QPushButton(tr("Copy")))
{
    setObjectName(QStringLiteral("importReportDock")); // for QMainWindow::saveState
    m_proxy->setSourceModel(m_model);

    m_view->setModel(m_proxy);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle); // keep both the org and the file name of a path
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSortIndicatorClearable(true);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);

    m_copyButton->setToolTip(tr("Copy every report item to the clipboard as text"));
    connect(m_copyButton, &QPushButton::clicked, this, &ImportReportDock::copyToClipboard);

    auto* header = new QHBoxLayout;
    header->addWidget(m_countLabel, 1);
    header->addWidget(m_copyButton);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(header);
    layout->addWidget(m_view);
    setWidget(content);

    setReport({});
}

void ImportReportDock::setReport(ImportReport report)
{
    const auto& items = report.items;
    const auto countOf = [&items](scalescope::Severity severity) {
        return static_cast<std::size_t>(
            std::count_if(items.begin(), items.end(), [severity](const ImportReportItem& item) {
                return item.severity == severity;
            }));
    };
    if (items.empty()) {
        m_countLabel->setText(tr("Nothing to report."));
    } else {
        m_countLabel->setText(
            tr("%1: %2, %3, %4")
                .arg(counted(items.size(), tr("item"), tr("items")),
                     counted(countOf(scalescope::Severity::Error), tr("error"), tr("errors")),
                     counted(countOf(scalescope::Severity::Warning), tr("warning"), tr("warnings")),
                     counted(countOf(scalescope::Severity::Info), tr("note"), tr("notes"))));
    }
    m_copyButton->setEnabled(!items.empty());

    m_model->setReport(std::move(report));
    m_view->resizeColumnToContents(ImportReportModel::Severity);
    m_view->resizeColumnToContents(ImportReportModel::Line);
    m_view->setColumnWidth(ImportReportModel::Path, 420);
}

void ImportReportDock::copyToClipboard() const
{
    QGuiApplication::clipboard()->setText(m_model->toPlainText());
}

} // namespace scalescope::ui
