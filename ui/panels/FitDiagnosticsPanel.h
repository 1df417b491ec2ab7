#pragma once
// Fit diagnostics (docs/analysis.md §5.2) as a table: one row per model with its
// parameters, R², RMSE, AICc, the best model marked, and its warnings; under it the
// leave-one-out range of every parameter and its value without the largest N.

#include <QWidget>
#include <optional>

class QLabel;
class QTableWidget;

namespace scalescope::analysis {
struct Series;
}

namespace scalescope::ui {

class FitDiagnosticsPanel : public QWidget
{
    Q_OBJECT
  public:
    explicit FitDiagnosticsPanel(QWidget* parent = nullptr);

    void showSeries(const std::optional<analysis::Series>& series);
    QTableWidget* table() const { return m_table; }
    QString sensitivityText() const; // the leave-one-out lines, as shown

  private:
    QTableWidget* m_table;
    QLabel* m_sensitivity;
};

} // namespace scalescope::ui
