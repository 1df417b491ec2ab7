#pragma once
// The import report as a table: one row per ImportReportItem (severity, path, line, message).

#include "core/importer/import_report.h"
#include "ui/models/ItemRoles.h"

#include <QAbstractTableModel>

namespace scalescope::ui {

class ImportReportModel : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column { Severity, Path, Line, Message, ColumnCount };
    Q_ENUM(Column)

    explicit ImportReportModel(QObject* parent = nullptr);

    void setReport(ImportReport report);
    const ImportReport& report() const { return m_report; }

    // "error: path:line: message" lines, in report order, for the clipboard.
    QString toPlainText() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString severityText(scalescope::Severity severity);

  private:
    ImportReport m_report;
};

} // namespace scalescope::ui
