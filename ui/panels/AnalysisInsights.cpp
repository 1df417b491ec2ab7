#include "ui/panels/AnalysisInsights.h"

#include "ui/charts/ParetoChart.h"
#include "ui/charts/ThroughputChart.h"
#include "ui/panels/CaveatNote.h"
#include "ui/panels/FitDiagnosticsPanel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/qt_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QVBoxLayout>

namespace scalescope::ui {

AnalysisInsights::AnalysisInsights(QWidget* parent)
    : QWidget(parent), m_caveat(new CaveatNote(this)), m_referenceRule(new QComboBox(this)),
      m_keepDominated(new QCheckBox(tr("Keep dominated points"), this)),
      m_freeT1(new QCheckBox(tr("Fit with a free T1"), this)), m_uncertainty(new QLabel(this)),
      m_fits(new FitDiagnosticsPanel(this)), m_paretoPage(new QWidget),
      m_pareto(new ParetoChart(m_paretoPage)), m_optimum(new QLabel(m_paretoPage)),
      m_throughput(new ThroughputChart), m_throughputPage(m_throughput)
{
    setObjectName(QStringLiteral("analysisInsights"));
    m_referenceRule->addItem(tr("Reference: fastest entry at the fewest GPUs"),
                             int(analysis::ReferenceRule::FastestAtFewest));
    m_referenceRule->addItem(tr("Reference: study rule (fewest GPUs, slowest)"),
                             int(analysis::ReferenceRule::StudyRule));
    // Short labels: the side column of a laptop is about 260 px wide and a check box does not wrap.
    m_keepDominated->setToolTip(
        tr("Keep dominated points in the break-even and the fits. A dominated point is "
           "no faster than a frontier point with fewer GPUs; it is always drawn, hollow."));
    m_freeT1->setToolTip(
        tr("Also fit the time at the reference instead of pinning the curve to it."));
    m_uncertainty->setWordWrap(true);
    m_optimum->setWordWrap(true);

    // One option a line, and a combo box that may elide: side by side they made the page
    // about 700 px wide, wider than the side panel, and cut every wrapped text on the right.
    m_referenceRule->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_referenceRule->setMinimumContentsLength(16);
    m_referenceRule->setToolTip(tr("Which entry the speedup and efficiency are measured against"));
    auto* options = new QVBoxLayout;
    options->addWidget(m_referenceRule);
    options->addWidget(m_keepDominated);
    options->addWidget(m_freeT1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_caveat);
    layout->addLayout(options);
    layout->addWidget(m_uncertainty);
    layout->addWidget(m_fits, 1);
    // The two charts are pages of their own, placed by the workspace where they have room.
    auto* paretoLayout = new QVBoxLayout(m_paretoPage);
    paretoLayout->setContentsMargins(0, 0, 0, 0);
    paretoLayout->addWidget(m_pareto, 1);
    paretoLayout->addWidget(m_optimum);

    connect(m_referenceRule, &QComboBox::currentIndexChanged, this, [this] {
        Q_EMIT referenceRuleChosen(
            static_cast<analysis::ReferenceRule>(m_referenceRule->currentData().toInt()));
    });
    connect(m_keepDominated, &QCheckBox::toggled, this, &AnalysisInsights::keepDominatedChosen);
    connect(m_freeT1, &QCheckBox::toggled, this, &AnalysisInsights::freeT1Chosen);
    showSeries(InsightsShown{});
}

AnalysisInsights::~AnalysisInsights()
{
    for (QWidget* page : {m_paretoPage.data(), m_throughputPage.data()})
        if (page && !page->parent())
            delete page;
}

QString AnalysisInsights::uncertaintyText() const
{
    return m_uncertainty->text();
}

void AnalysisInsights::showSeries(const InsightsShown& shown)
{
    const std::optional<analysis::Series>& series = shown.series;
    const auto& options = shown.options;
    m_caveat->showSeries(series, shown.energyCoverage);
    m_fits->showSeries(series);
    m_pareto->showSeries(series, options.valueOfTime);
    m_optimum->setText(m_pareto->optimumText());
    m_throughput->showSeries(series);
    QString uncertainty;
    if (series && series->runBootstrap.used > 0) {
        const auto& threshold = series->breakEven.threshold;
        // The resamples done, which the work budget may have cut (the caveats say so).
        uncertainty = tr("Uncertainty: %1% bootstrap intervals over %2 resamples of each entry's "
                         "counted runs "
                         "(seed %3) are in the readout.")
                          .arg(QString::number(100 * options.confidence, 'g', 3))
                          .arg(series->runBootstrap.used)
                          .arg(options.bootstrapSeed);
        if (threshold.nInterpolated && threshold.nInterpolatedInterval)
            uncertainty +=
                QLatin1Char(' ') +
                tr("Threshold crossing N* ≈ %1, interval %2 to %3 (%4 of %5 resamples cross).")
                    .arg(QString::number(*threshold.nInterpolated, 'f', 1),
                         QString::number(threshold.nInterpolatedInterval->low, 'f', 1),
                         QString::number(threshold.nInterpolatedInterval->high, 'f', 1))
                    .arg(threshold.resamplesWithValue)
                    .arg(threshold.resamples);
    }
    if (series) {
        // Over the choice of entries and time vs throughput (core/analysis/verdict.h):
        // the same sentences `analyze` prints under its break-even.
        QStringList details;
        for (const auto& line : shown.verdictDetails)
            details.append(coreMessageText(line));
        if (!details.isEmpty())
            uncertainty += (uncertainty.isEmpty() ? QString() : QStringLiteral("\n")) +
                           shown.breakEvenText + QStringLiteral(":\n• ") +
                           details.join(QStringLiteral("\n• "));
    }
    m_uncertainty->setText(uncertainty);
    const QSignalBlocker blockRule(m_referenceRule);
    const QSignalBlocker blockDominated(m_keepDominated);
    const QSignalBlocker blockFree(m_freeT1);
    m_referenceRule->setCurrentIndex(m_referenceRule->findData(int(options.reference.rule)));
    m_keepDominated->setChecked(options.keepDominated);
    m_freeT1->setChecked(options.freeT1);
}

} // namespace scalescope::ui
