#pragma once
// Issue 16's views under the scaling charts, as tabs: the caveat and fit diagnostics
// (with the analysis choices: reference rule, dominated points, free T1), time vs
// GPU-hours with the cost optimum, and throughput against N. Reads the viewModel's
// series on every seriesChanged; edits only the viewModel's options.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTabWidget;

namespace scalescope::ui {

class AnalysisViewModel;
class CaveatNote;
class FitDiagnosticsPanel;
class ParetoChart;
class ThroughputChart;

class AnalysisInsights : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisInsights(AnalysisViewModel* viewModel, QWidget* parent = nullptr);

    CaveatNote* caveat() const { return m_caveat; }
    FitDiagnosticsPanel* fitDiagnostics() const { return m_fits; }
    ParetoChart* paretoChart() const { return m_pareto; }
    ThroughputChart* throughputChart() const { return m_throughput; }
    QComboBox* referenceRuleBox() const { return m_referenceRule; }
    QCheckBox* keepDominatedBox() const { return m_keepDominated; }
    QCheckBox* freeT1Box() const { return m_freeT1; }
    QTabWidget* tabs() const { return m_tabs; }
    QString uncertaintyText() const; // the bootstrap line, as shown

private:
    void showSeries();

    AnalysisViewModel* m_viewModel;
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
