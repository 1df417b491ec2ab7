#include "ui/models/ImportReportModel.h"

#include "ui/text/CoreMessages.h"
#include "ui/text/qt_text.h"

#include <QApplication>
#include <QStyle>

namespace scalescope::ui {

ImportReportModel::ImportReportModel(QObject* parent) : QAbstractTableModel(parent) {}

void ImportReportModel::setReport(ImportReport report)
{
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

QString ImportReportModel::severityText(scalescope::Severity severity)
{
    switch (severity) {
    case scalescope::Severity::Info:
        return tr("Info");
    case scalescope::Severity::Warning:
        return tr("Warning");
    case scalescope::Severity::Error:
        return tr("Error");
    }
    return {};
}

QString ImportReportModel::toPlainText() const
{
    return QString::fromStdString(m_report.toText());
}

int ImportReportModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_report.items.size());
}

int ImportReportModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ImportReportModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& item = m_report.items[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Severity:
            return severityText(item.severity);
        case Path:
            return toQString(item.path);
        case Line:
            return item.line > 0 ? QString::number(item.line) : QString();
        case Message:
            return item.text.id.empty() ? toQString(item.message) : coreMessageText(item.text);
        default:
            return {};
        }
    }
    if (role == SortRole) {
        switch (column) {
        // Errors first when sorted descending: the enum grows with gravity.
        case Severity:
            return static_cast<double>(item.severity);
        case Line:
            return item.line > 0 ? QVariant(static_cast<double>(item.line)) : QVariant();
        default: {
            const auto text = data(index, Qt::DisplayRole).toString();
            return text.isEmpty() ? QVariant() : QVariant(text);
        }
        }
    }
    if (role == Qt::ToolTipRole && (column == Path || column == Message))
        return data(index, Qt::DisplayRole);
    if (role == Qt::DecorationRole && column == Severity) {
        const auto icon =
            item.severity == scalescope::Severity::Error     ? QStyle::SP_MessageBoxCritical
            : item.severity == scalescope::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                             : QStyle::SP_MessageBoxInformation;
        return QApplication::style()->standardIcon(icon);
    }
    if (role == Qt::TextAlignmentRole && column == Line)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ImportReportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        switch (section) {
        case Severity:
            return tr("Severity");
        case Path:
            return tr("Path");
        case Line:
            return tr("Line");
        case Message:
            return tr("Message");
        default:
            break;
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace scalescope::ui
