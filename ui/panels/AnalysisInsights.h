#pragma once
// Issue 16's views under the scaling charts, as tabs: the caveat and fit diagnostics
// (with the analysis choices: reference rule, dominated points, free T1), time vs
// GPU-hours with the cost optimum, and throughput against N. A view: it shows the
// InsightsShown it is given (ui/workspace passes the view-model's series on every
// seriesChanged) and emits the person's choices as intents.

#include "core/analysis/options.h"

#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTabWidget;

namespace scalescope {
struct Dataset;
namespace analysis {
struct Series;
}
} // namespace scalescope

namespace scalescope::ui {

// What the insights show: the series (nullptr: none) of dataset, the options it was
// analysed with, and the break-even sentence its verdict details explain.
struct InsightsShown
{
    const analysis::Series* series = nullptr;
    const Dataset* dataset = nullptr;
    analysis::SeriesOptions options;
    QString breakEvenText;
};

class CaveatNote;
class FitDiagnosticsPanel;
class ParetoChart;
class ThroughputChart;

class AnalysisInsights : public QWidget
{
    Q_OBJECT
public:
  explicit AnalysisInsights(QWidget* parent = nullptr);

  void showSeries(const InsightsShown& shown);

  CaveatNote* caveat() const { return m_caveat; }
  FitDiagnosticsPanel* fitDiagnostics() const { return m_fits; }
  ParetoChart* paretoChart() const { return m_pareto; }
  ThroughputChart* throughputChart() const { return m_throughput; }
  QComboBox* referenceRuleBox() const { return m_referenceRule; }
  QCheckBox* keepDominatedBox() const { return m_keepDominated; }
  QCheckBox* freeT1Box() const { return m_freeT1; }
  QTabWidget* tabs() const { return m_tabs; }
  QString uncertaintyText() const; // the bootstrap line, as shown

Q_SIGNALS:
  void referenceRuleChosen(scalescope::analysis::ReferenceRule rule);
  void keepDominatedChosen(bool keep);
  void freeT1Chosen(bool freeT1);

private:
  QTabWidget* m_tabs;
  CaveatNote* m_caveat;
  QComboBox* m_referenceRule;
  QCheckBox* m_keepDominated;
  QCheckBox* m_freeT1;
  QLabel* m_uncertainty;
  FitDiagnosticsPanel* m_fits;
  ParetoChart* m_pareto;
  QLabel* m_optimum;
  ThroughputChart* m_throughput;
};

} // namespace scalescope::ui
