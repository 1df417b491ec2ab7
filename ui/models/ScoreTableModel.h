#pragma once
// One row per (system, benchmark) of the shown dataset, with the official score and
// the figures behind it. Sorting goes through SortProxy, which reads SortRole.

#include "core/dataset/dataset.h"
#include "ui/models/ItemRoles.h"

#include <QAbstractTableModel>
#include <memory>
#include <vector>

namespace scalescope::ui {

class ScoreTableModel : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column {
        Submitter,
        System,
        SystemId,
        Accelerator,
        Accelerators,
        Nodes,
        Framework,
        Benchmark,
        Score,
        Raw,
        ScalingFactor,
        Energy,
        Runs,
        Round,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit ScoreTableModel(QObject* parent = nullptr);

    // Holds the loader's dataset itself (shared, never copied).
    void setDataset(std::shared_ptr<const Dataset> dataset);
    const Dataset& dataset() const { return *m_dataset; }

    // The entry behind a row, for panels that show details of the current row.
    const SystemEntry& systemAt(int row) const;
    const BenchmarkResult& benchmarkAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    struct RowRef
    {
        std::size_t round;
        std::size_t system;
        std::size_t benchmark;
    };

    QVariant displayData(const SystemEntry& system, const BenchmarkResult& result,
                         int column) const;
    const scalescope::Round& roundAt(int row) const;
    QVariant sortData(const SystemEntry& system, const BenchmarkResult& result, int column) const;
    QVariant toolTipData(const SystemEntry& system, const BenchmarkResult& result,
                         int column) const;

    std::shared_ptr<const Dataset> m_dataset = std::make_shared<const Dataset>();
    std::vector<RowRef> m_rows;
};

} // namespace scalescope::ui
