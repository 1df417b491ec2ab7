#pragma once
// "Import Report" dock: every item the importer reported (severity, path, line,
// message), sortable, with a button that copies them all as text.

#include "core/importer/import_report.h"

#include <QDockWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace scalescope::ui {

class ImportReportModel;
class SortProxy;

class ImportReportDock : public QDockWidget
{
    Q_OBJECT
  public:
    explicit ImportReportDock(QWidget* parent = nullptr);

    void setReport(ImportReport report);
    // Puts every item on the clipboard, one "severity: path:line: message" per line.
    void copyToClipboard() const;

    ImportReportModel* model() const { return m_model; }
    SortProxy* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLabel* countLabel() const { return m_countLabel; }
    QPushButton* copyButton() const { return m_copyButton; }

  private:
    ImportReportModel* m_model;
    SortProxy* m_proxy;
    QTableView* m_view;
    QLabel* m_countLabel;
    QPushButton* m_copyButton;
};

} // namespace scalescope::ui
