#include "ui/models/HardwareTableModel.h"

#include "ui/text/qt_text.h"

namespace scalescope::ui {

namespace {

QString roundLabel(const std::string& round)
{
    return toQString(analysis::shortRoundName(round));
}

// "1.10× (v9.8)", "1.25× (NVIDIA A100-SXM4-80GB, v9.8)", or a dash without a factor.
QString factorText(const std::optional<double>& factor, const std::string& against,
                   const std::string& round)
{
    if (!factor)
        return QStringLiteral("–");
    QString text = QString::number(*factor, 'f', 2) + QStringLiteral("×");
    if (!against.empty())
        text += QStringLiteral(" (") + toQString(against) + QStringLiteral(", ") +
                roundLabel(round) + QLatin1Char(')');
    else
        text += QStringLiteral(" (") + roundLabel(round) + QLatin1Char(')');
    return text;
}

QVariant optionalNumber(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

HardwareTableModel::HardwareTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void HardwareTableModel::setComparison(analysis::HardwareComparison comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    if (!m_comparison.ok())
        m_comparison.entries.clear();
    endResetModel();
}

void HardwareTableModel::clear()
{
    setComparison({});
}

int HardwareTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_comparison.entries.size());
}

int HardwareTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HardwareTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& entry = m_comparison.entries[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() == Minutes)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role == SortRole) {
        switch (index.column()) {
        case Minutes:
            return entry.minutes;
        case OverPreviousRound:
            return optionalNumber(entry.overPreviousRound);
        case OverPreviousGeneration:
            return optionalNumber(entry.overPreviousGeneration);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Round:
        return roundLabel(entry.round);
    case Accelerator:
        return toQString(entry.accelerator);
    case Minutes:
        return QString::number(entry.minutes, 'f', 3);
    case Entry:
        return toQString(entry.submitter + " " + entry.systemId);
    case OverPreviousRound:
        return factorText(entry.overPreviousRound, {}, entry.previousRound);
    case OverPreviousGeneration:
        return factorText(entry.overPreviousGeneration, entry.previousGeneration,
                          entry.previousGenerationRound);
    default:
        return {};
    }
}

QVariant HardwareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Round:
        return tr("Round");
    case Accelerator:
        return tr("Accelerator");
    case Minutes:
        return tr("Minutes");
    case Entry:
        return tr("Entry");
    case OverPreviousRound:
        return tr("vs previous round");
    default:
        return tr("vs previous generation");
    }
}

Qt::ItemFlags HardwareTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled;
}

} // namespace scalescope::ui
