#include "ui/models/SeriesTableModel.h"

#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

namespace scalescope::ui {

namespace {

QVariant optionalNumber(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

QString optionalText(const std::optional<double>& value, QString (*format)(double))
{
    return value ? format(*value) : QString();
}

} // namespace

SeriesTableModel::SeriesTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void SeriesTableModel::setSeries(analysis::Series series, const analysis::SeriesOptions& options,
                                 const QString& label, const QString& benchmarkLabel)
{
    beginResetModel();
    m_series = std::move(series);
    m_options = options;
    m_label = label.isEmpty() ? toQString(m_series.group) : label;
    m_benchmarkLabel = benchmarkLabel.isEmpty() ? toQString(m_series.benchmark) : benchmarkLabel;
    endResetModel();
}

void SeriesTableModel::clear()
{
    beginResetModel();
    m_series = {};
    m_label.clear();
    endResetModel();
}

bool SeriesTableModel::isShownByDefault(int column)
{
    switch (column) {
    case Submitter:
    case System:
    case Gpus:
    case Minutes:
    case Speedup:
    case Efficiency:
    case GpuHours:
    case Cost:
    case Frontier:
    case Reference:
        return true;
    default:
        return false;
    }
}

const analysis::Point& SeriesTableModel::pointAt(int row) const
{
    return m_series.points.at(static_cast<std::size_t>(row));
}

int SeriesTableModel::referenceRow() const
{
    return hasSeries() ? static_cast<int>(m_series.reference.index) : -1;
}

int SeriesTableModel::rowOfSystem(const std::string& systemId, const std::string& round) const
{
    for (std::size_t row = 0; row < m_series.points.size(); ++row) {
        const auto& point = m_series.points[row];
        if (point.systemId == systemId && (round.empty() || point.round == round))
            return static_cast<int>(row);
    }
    return -1;
}

bool SeriesTableModel::isDerived(int column)
{
    switch (column) {
    case Speedup:
    case Efficiency:
    case GpuHours:
    case Cost:
    case LocalExponent:
    case KarpFlatt:
        return true;
    default:
        return false;
    }
}

int SeriesTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_series.points.size());
}

int SeriesTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SeriesTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& point = pointAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(point, index.row(), index.column());
    case SortRole:
        return sortData(point, index.row(), index.column());
    case CsvValueRole:
        return index.column() == Benchmark ? QVariant(toQString(point.benchmark)) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() >= Gpus)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == LocalExponent && !point.localExponent)
            return coreMessageText(point.localExponentReasonMessage, point.localExponentReason);
        if (index.column() == KarpFlatt && !point.karpFlatt)
            return coreMessageText(point.karpFlattReasonMessage, point.karpFlattReason);
        if (index.column() == System || index.column() == SystemId)
            return coreMessageText(analysis::pointNameMessage(point));
        // A copy in another round or in the same one (docs/analysis.md §1.4 Provenance).
        if (index.column() == Round && point.republishedFrom)
            return coreMessageText(*analysis::republishedMessage(point));
        return {};
    default:
        return {};
    }
}

QVariant SeriesTableModel::displayData(const analysis::Point& point, int row, int column) const
{
    switch (column) {
    case Submitter:
        return toQString(point.submitter);
    case System:
        return toQString(point.system);
    case Accelerator:
        return toQString(point.accelerator);
    case Gpus:
        return QString::number(point.n);
    case Nodes:
        return toQString(point.numberOfNodes);
    case Minutes:
        return figure::minutesText(point.minutes);
    case FastestRun:
        return optionalText(point.runMinMinutes, &figure::minutesText);
    case SlowestRun:
        return optionalText(point.runMaxMinutes, &figure::minutesText);
    case Speedup:
        return figure::speedupText(point.speedup);
    case Efficiency:
        return figure::efficiencyText(point.efficiency);
    case GpuHours:
        return figure::significant(point.gpuHours);
    case Cost:
        return optionalText(point.cost, &figure::significant);
    case Energy:
        return optionalText(point.kwh, &figure::significant);
    case LocalExponent:
        return optionalText(point.localExponent,
                            [](double value) { return figure::number(value, 3); });
    case KarpFlatt:
        return optionalText(point.karpFlatt, [](double value) { return figure::number(value, 4); });
    case Frontier:
        return point.onFrontier ? tr("yes") : QString();
    case Reference:
        return row == referenceRow() ? tr("reference") : QString();
    case Round:
        // The mark of a republished entry (docs/analysis.md §1.4 Provenance); the tooltip says
        // whose.
        return point.republishedFrom ? toQString(point.round) + QStringLiteral(" \u21BA")
                                     : toQString(point.round);
    case SystemId:
        // One set of logs filed under several names in its round is one point, named with all.
        return coreMessageText(analysis::pointNameMessage(point));
    case Benchmark:
        return m_benchmarkLabel;
    default:
        return {};
    }
}

QVariant SeriesTableModel::sortData(const analysis::Point& point, int row, int column) const
{
    switch (column) {
    case Gpus:
        return static_cast<qint64>(point.n);
    case Minutes:
        return point.minutes;
    case FastestRun:
        return optionalNumber(point.runMinMinutes);
    case SlowestRun:
        return optionalNumber(point.runMaxMinutes);
    case Speedup:
        return point.speedup;
    case Efficiency:
        return point.efficiency;
    case GpuHours:
        return point.gpuHours;
    case Cost:
        return optionalNumber(point.cost);
    case Energy:
        return optionalNumber(point.kwh);
    case LocalExponent:
        return optionalNumber(point.localExponent);
    case KarpFlatt:
        return optionalNumber(point.karpFlatt);
    case Frontier:
        return point.onFrontier;
    case Reference:
        return row == referenceRow();
    default:
        return displayData(point, row, column);
    }
}

QVariant SeriesTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == CsvNameRole) {
        static const char* const names[ColumnCount] = {
            "submitter",  "system",         "accelerator",         "gpus",
            "nodes",      "minutes",        "fastest_run_minutes", "slowest_run_minutes",
            "speedup",    "efficiency",     "gpu_hours",           "cost",
            "energy_kwh", "local_exponent", "karp_flatt",          "frontier",
            "reference",  "round",          "system_id",           "benchmark"};
        return QString::fromLatin1(names[section]);
    }
    if (role == Qt::ToolTipRole) {
        if (isDerived(section))
            return tr("Derived by scalescope from MLPerf results (docs/analysis.md §3); not an "
                      "official MLPerf figure.");
        if (section == FastestRun || section == SlowestRun)
            return tr(
                "Counted runs of the olympic mean; the charts draw this spread as error bars.");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Submitter:
        return tr("Submitter");
    case System:
        return tr("System");
    case Accelerator:
        return tr("Accelerator");
    case Gpus:
        return tr("GPUs (N)");
    case Nodes:
        return tr("Nodes");
    case Minutes:
        return tr("Minutes");
    case FastestRun:
        return tr("Fastest run (min)");
    case SlowestRun:
        return tr("Slowest run (min)");
    case Speedup:
        return tr("Speedup (derived)");
    case Efficiency:
        return tr("Efficiency (derived)");
    case GpuHours:
        return tr("GPU-hours (derived)");
    case Cost:
        return tr("Cost (derived)");
    case Energy:
        return tr("Energy (kWh)");
    case LocalExponent:
        return tr("Local exponent (derived)");
    case KarpFlatt:
        return tr("Karp-Flatt (derived)");
    case Frontier:
        return tr("Frontier");
    case Reference:
        return tr("Reference");
    case Round:
        return tr("Round");
    case SystemId:
        return tr("System ID");
    case Benchmark:
        return tr("Benchmark");
    default:
        return {};
    }
}

std::vector<analysis::FitCurvePoint> SeriesTableModel::shownFitCurve(double fromN, double toN,
                                                                     int count) const
{
    if (!hasSeries() || !m_series.shownFit)
        return {};
    const auto& fit = m_series.fits.get(*m_series.shownFit);
    if (!fit.fitted)
        return {};
    return analysis::sampleFit(fit, fromN, toN, count);
}

} // namespace scalescope::ui
