#pragma once
// One row per point of the selected series, with its official time and the figures of
// docs/analysis.md §3. The table and both charts read this model, so they cannot
// drift apart: the charts take each point's N, speedup, efficiency, run spread and
// frontier flag from its rows (through SortRole), and the fitted curves and break-even
// estimates from series().

#include "core/analysis/fits.h"
#include "core/analysis/options.h"
#include "core/analysis/series.h"
#include "ui/models/ItemRoles.h"

#include <QAbstractTableModel>

namespace scalescope::ui {

class SeriesTableModel : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column {
        Submitter,
        System,
        Accelerator,
        Gpus,
        Nodes,
        Minutes,
        FastestRun,
        SlowestRun,
        Speedup,
        Efficiency,
        GpuHours,
        Cost,
        Energy,
        LocalExponent,
        KarpFlatt,
        Frontier,
        Reference,
        Round,
        SystemId,
        Benchmark,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit SeriesTableModel(QObject* parent = nullptr);

    // Replaces the series (a model reset); options are those it was analysed with;
    // label names it on charts ("NVIDIA H100-SXM5-80GB (v4.1)"), its group when empty.
    // benchmarkLabel names the benchmark for people ("RetinaNet (ssd)"), its folder name
    // when empty.
    void setSeries(analysis::Series series, const analysis::SeriesOptions& options,
                   const QString& label = {}, const QString& benchmarkLabel = {});
    void clear();
    QString seriesLabel() const { return m_label; }
    QString benchmarkLabel() const { return m_benchmarkLabel; }
    // The columns a person needs first; the others are a right-click away.
    static bool isShownByDefault(int column);

    const analysis::Series& series() const { return m_series; }
    const analysis::SeriesOptions& options() const { return m_options; }
    bool hasSeries() const { return !m_series.points.empty(); }
    // The shown fitted curve (Series::shownFit) sampled count times evenly in log N from
    // fromN to toN, each sample saying whether it extrapolates or crosses a gap (core's
    // analysis::sampleFit); empty without a fitted curve. The charts draw it.
    std::vector<analysis::FitCurvePoint> shownFitCurve(double fromN, double toN, int count) const;
    const analysis::Point& pointAt(int row) const;
    int referenceRow() const;
    // The row of a system of this series, or -1.
    int rowOfSystem(const std::string& systemId, const std::string& round = {}) const;

    // Columns whose figures are computed by scalescope, not reported by MLPerf.
    static bool isDerived(int column);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    QVariant displayData(const analysis::Point& point, int row, int column) const;
    QVariant sortData(const analysis::Point& point, int row, int column) const;

    analysis::Series m_series;
    analysis::SeriesOptions m_options;
    QString m_label;
    QString m_benchmarkLabel;
};

} // namespace scalescope::ui
