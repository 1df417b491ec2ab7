#include "ui/models/ScoreTableModel.h"

#include "core/rules/benchmark_names.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <charconv>
#include <string>

namespace scalescope::ui {

namespace {

bool isNumericColumn(int column)
{
    switch (column) {
    case ScoreTableModel::Accelerators:
    case ScoreTableModel::Nodes:
    case ScoreTableModel::Score:
    case ScoreTableModel::Raw:
    case ScoreTableModel::ScalingFactor:
    case ScoreTableModel::Energy:
    case ScoreTableModel::Runs:
        return true;
    default:
        return false;
    }
}

QVariant optionalNumber(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

// number_of_nodes is kept as text, as the official CSV does; it sorts as a number
// when it is one, so that "16" comes before "128".
QVariant nodesSortValue(const std::string& nodes)
{
    double value = 0;
    const auto* end = nodes.data() + nodes.size();
    const auto [parsedTo, error] = std::from_chars(nodes.data(), end, value);
    if (error == std::errc{} && parsedTo == end)
        return value;
    return QVariant();
}

} // namespace

ScoreTableModel::ScoreTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ScoreTableModel::setDataset(std::shared_ptr<const Dataset> dataset)
{
    beginResetModel();
    m_dataset = dataset ? std::move(dataset) : std::make_shared<const Dataset>();
    m_rows.clear();
    for (std::size_t r = 0; r < m_dataset->rounds.size(); ++r) {
        const auto& systems = m_dataset->rounds[r].systems;
        for (std::size_t s = 0; s < systems.size(); ++s) {
            for (std::size_t b = 0; b < systems[s].benchmarks.size(); ++b)
                m_rows.push_back({r, s, b});
        }
    }
    endResetModel();
}

const SystemEntry& ScoreTableModel::systemAt(int row) const
{
    const auto& ref = m_rows.at(static_cast<std::size_t>(row));
    return m_dataset->rounds[ref.round].systems[ref.system];
}

const BenchmarkResult& ScoreTableModel::benchmarkAt(int row) const
{
    const auto& ref = m_rows.at(static_cast<std::size_t>(row));
    return systemAt(row).benchmarks[ref.benchmark];
}

const scalescope::Round& ScoreTableModel::roundAt(int row) const
{
    return m_dataset->rounds.at(m_rows.at(static_cast<std::size_t>(row)).round);
}

int ScoreTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ScoreTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScoreTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& system = systemAt(index.row());
    const auto& result = benchmarkAt(index.row());
    // Model names with the folder name ("RetinaNet (ssd)"), as the round's ruleset
    // means it, so that a filter finds either; the round, for several open at once.
    if ((role == Qt::DisplayRole || role == SortRole) && index.column() == Benchmark)
        return toQString(benchmarkDisplayName(result.benchmark, roundAt(index.row()).ruleset));
    if ((role == Qt::DisplayRole || role == SortRole) && index.column() == Round)
        return toQString(roundAt(index.row()).name);
    switch (role) {
    case Qt::DisplayRole:
        return displayData(system, result, index.column());
    case SortRole:
        return sortData(system, result, index.column());
    case Qt::ToolTipRole:
        return toolTipData(system, result, index.column());
    case Qt::TextAlignmentRole:
        if (isNumericColumn(index.column()))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ScoreTableModel::displayData(const SystemEntry& system, const BenchmarkResult& result,
                                      int column) const
{
    switch (column) {
    case Submitter:
        return toQString(system.submitter);
    case System:
        return toQString(system.system);
    case SystemId:
        return toQString(system.systemId);
    case Accelerator:
        return toQString(system.acceleratorModelName);
    case Accelerators:
        return QString::number(system.acceleratorsCount);
    case Nodes:
        return toQString(system.numberOfNodes);
    case Framework:
        return toQString(system.framework);
    case Benchmark:
        return toQString(result.benchmark);
    case Score:
        return minutesText(result.scoreMinutes);
    case Raw:
        return minutesText(result.rawMinutes);
    case ScalingFactor:
        return figure::number(result.scalingFactor, 4);
    case Energy:
        return joulesText(result.energyJoules);
    case Runs:
        return tr("%1 / %2").arg(result.runsCounted).arg(result.runsTotal);
    default:
        return {};
    }
}

QVariant ScoreTableModel::sortData(const SystemEntry& system, const BenchmarkResult& result,
                                   int column) const
{
    switch (column) {
    case Accelerators:
        return static_cast<double>(system.acceleratorsCount);
    case Nodes:
        return nodesSortValue(system.numberOfNodes);
    case Score:
        return optionalNumber(result.scoreMinutes);
    case Raw:
        return optionalNumber(result.rawMinutes);
    case ScalingFactor:
        return result.scalingFactor;
    case Energy:
        return optionalNumber(result.energyJoules);
    case Runs:
        // By runs counted, then by files found.
        return result.runsCounted + result.runsTotal / 1000.0;
    default: {
        const auto text = displayData(system, result, column).toString();
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    }
}

QVariant ScoreTableModel::toolTipData(const SystemEntry& system, const BenchmarkResult& result,
                                      int column) const
{
    switch (column) {
    case Score:
        if (!result.scoreMinutes) {
            return result.unscoredReason.empty()
                       ? tr("No score")
                       : tr("No score: %1")
                             .arg(coreMessageText(result.unscoredReasonMessage,
                                                  result.unscoredReason));
        }
        return tr("%1 min (raw olympic mean × scaling factor)")
            .arg(roundTripText(*result.scoreMinutes));
    case Raw:
        return result.rawMinutes ? tr("%1 min").arg(roundTripText(*result.rawMinutes)) : QVariant();
    case ScalingFactor:
        return tr("%1 (from scaling.json; 1 when absent)").arg(roundTripText(result.scalingFactor));
    case Energy:
        return result.energyJoules ? tr("%1 J").arg(roundTripText(*result.energyJoules))
                                   : tr("No power logs");
    case Runs:
        return tr("%1 of %2 result files averaged into the score")
            .arg(result.runsCounted)
            .arg(result.runsTotal);
    case Benchmark:
        return toQString(result.folder);
    case System:
    case SystemId:
        return tr("%1 (%2, %3)")
            .arg(toQString(system.system), toQString(system.division),
                 toQString(system.availability));
    default:
        // Text columns are narrow; the tooltip shows the whole name.
        return displayData(system, result, column);
    }
}

QVariant ScoreTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Submitter:
            return tr("Submitter");
        case System:
            return tr("System");
        case SystemId:
            return tr("System ID");
        case Accelerator:
            return tr("Accelerator");
        case Accelerators:
            return tr("Accelerators");
        case Nodes:
            return tr("Nodes");
        case Framework:
            return tr("Framework");
        case Benchmark:
            return tr("Benchmark");
        case Score:
            return tr("Score (min)");
        case Raw:
            return tr("Raw (min)");
        case ScalingFactor:
            return tr("Scaling factor");
        case Energy:
            return tr("Energy (J)");
        case Runs:
            return tr("Runs counted");
        case Round:
            return tr("Round");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Score:
            return tr("Official score: olympic mean of the run times × scaling factor");
        case Raw:
            return tr("Olympic mean of the run times, before scaling");
        case Energy:
            return tr("Official energy (scaled), when the submission has power logs");
        case Runs:
            return tr("Runs averaged into the score / result files found");
        default:
            return {};
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace scalescope::ui
