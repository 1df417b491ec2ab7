#pragma once
// Issue 16's views of a series beside the scaling charts: the caveat and fit diagnostics
// (with the analysis choices: reference rule, dominated points, free T1) are this
// widget; time vs GPU-hours with the cost optimum, and throughput against N, are two
// pages it keeps up to date and the workspace places as tabs beside the scaling charts,
// where they are as large as those (in the side panel a laptop left them 160 px high).
// A view: it shows the InsightsShown it is given (ui/workspace passes the view-model's
// series on every seriesChanged, with what core says of it) and emits the person's choices
// as intents.

#include "core/analysis/options.h"
#include "core/analysis/series.h"
#include "core/analysis/throughput.h"
#include "core/util/message.h"

#include <QPointer>
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;

namespace scalescope::ui {

// What the insights show, as values: the series (none: no series), the options it was
// analysed with, the break-even sentence and the details that explain it (core's
// verdictDetailMessages), and how many scores of its rounds have power logs (core's
// energyCoverage).
struct InsightsShown
{
    std::optional<analysis::Series> series;
    analysis::SeriesOptions options;
    QString breakEvenText;
    std::vector<Message> verdictDetails;
    std::vector<analysis::EnergyCoverage> energyCoverage;
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
    ~AnalysisInsights() override; // deletes the pages nobody placed
    AnalysisInsights(const AnalysisInsights&) = delete;
    AnalysisInsights& operator=(const AnalysisInsights&) = delete;

    void showSeries(const InsightsShown& shown);

    CaveatNote* caveat() const { return m_caveat; }
    FitDiagnosticsPanel* fitDiagnostics() const { return m_fits; }
    ParetoChart* paretoChart() const { return m_pareto; }
    ThroughputChart* throughputChart() const { return m_throughput; }
    QComboBox* referenceRuleBox() const { return m_referenceRule; }
    QCheckBox* keepDominatedBox() const { return m_keepDominated; }
    QCheckBox* freeT1Box() const { return m_freeT1; }
    // The pages the workspace places; owned by whoever it places them in (deleted with
    // this widget while nobody has).
    QWidget* paretoPage() const { return m_paretoPage; }
    QWidget* throughputPage() const { return m_throughputPage; }
    QString uncertaintyText() const; // the bootstrap line, as shown

  Q_SIGNALS:
    void referenceRuleChosen(scalescope::analysis::ReferenceRule rule);
    void keepDominatedChosen(bool keep);
    void freeT1Chosen(bool freeT1);

  private:
    CaveatNote* m_caveat;
    QComboBox* m_referenceRule;
    QCheckBox* m_keepDominated;
    QCheckBox* m_freeT1;
    QLabel* m_uncertainty;
    FitDiagnosticsPanel* m_fits;
    QPointer<QWidget> m_paretoPage;
    ParetoChart* m_pareto;
    QLabel* m_optimum;
    ThroughputChart* m_throughput;
    // m_throughput, watched: whoever it is placed in may delete it.
    QPointer<QWidget> m_throughputPage;
};

} // namespace scalescope::ui
