#pragma once
// The Hardware tab's table: one row per accelerator model's fastest entry per round at
// the chosen GPU count, with what software brought (over the same model's previous round)
// and what hardware brought (over the previous generation). Read-only; reset whenever a
// new comparison arrives.

#include "core/analysis/hardware_compare.h"
#include "ui/models/ItemRoles.h"

#include <QAbstractTableModel>

namespace scalescope::ui {

class HardwareTableModel : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column {
        Round,
        Accelerator,
        Minutes,
        Entry,
        OverPreviousRound,
        OverPreviousGeneration,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit HardwareTableModel(QObject* parent = nullptr);

    // Replaces the rows (a model reset); a comparison that failed has none.
    void setComparison(analysis::HardwareComparison comparison);
    void clear();
    const analysis::HardwareComparison& comparison() const { return m_comparison; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

  private:
    analysis::HardwareComparison m_comparison;
};

} // namespace scalescope::ui
