#include "ui/panels/BreakEvenReadout.h"

#include "core/analysis/marker_scale.h"
#include "ui/panels/ReadoutText.h"
#include "ui/text/MarkerText.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace scalescope::ui {

namespace {
constexpr int kContinuousSteps = 1000;
}

BreakEvenReadout::BreakEvenReadout(QWidget* parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)),
      m_continuous(new QCheckBox(tr("Continuous"), this)), m_reset(new QToolButton(this)),
      m_readout(new ReadoutText(4, this)) // position, derived figures, bootstrap interval, rules
{
    m_slider->setTickPosition(QSlider::TicksBelow);
    // Opaque, so that a step repaints the slider alone and not the six parents beneath it.
    m_slider->setAutoFillBackground(true);
    m_slider->setToolTip(tr("Moves the break-even marker across both charts"));
    m_continuous->setToolTip(
        tr("Move between measured GPU counts (interpolated as the θ crossing N* is) "
           "and along the fitted curve beyond them"));
    m_reset->setText(tr("Detected break-even"));
    m_reset->setToolTip(tr("Put the marker back on the detected break-even"));

    auto* label = new QLabel(tr("Break-even marker"), this);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_slider, 1);
    row->addWidget(m_continuous);
    row->addWidget(m_reset);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_readout);

    connect(m_slider, &QSlider::valueChanged, this,
            [this](int value) { Q_EMIT markerMoved(nForSliderValue(value)); });
    connect(m_continuous, &QCheckBox::toggled, this, &BreakEvenReadout::continuousChosen);
    connect(m_reset, &QToolButton::clicked, this, &BreakEvenReadout::resetRequested);
    configureSlider();
    showMarker(MarkerShown{});
}

void BreakEvenReadout::configureSlider()
{
    const QSignalBlocker blocker(m_slider);
    const auto& ns = m_shown.measuredNs;
    {
        const QSignalBlocker blockContinuous(m_continuous); // shows the choice (restored, undone)
        m_continuous->setChecked(m_shown.continuous);
    }
    m_continuous->setEnabled(!ns.empty());
    m_slider->setEnabled(!ns.empty());
    if (m_shown.continuous) {
        m_slider->setRange(0, kContinuousSteps);
        m_slider->setSingleStep(1);
        m_slider->setPageStep(50);
        m_slider->setTickInterval(kContinuousSteps / 10);
    } else {
        m_slider->setRange(0, std::max<int>(0, static_cast<int>(ns.size()) - 1));
        m_slider->setSingleStep(1);
        m_slider->setPageStep(1);
        m_slider->setTickInterval(1);
    }
    m_slider->setValue(sliderValueForN(m_shown.n));
}

double BreakEvenReadout::nForSliderValue(int value) const
{
    const auto& ns = m_shown.measuredNs;
    if (ns.empty())
        return 0;
    if (!m_shown.continuous)
        return ns[static_cast<std::size_t>(std::clamp<int>(value, 0, int(ns.size()) - 1))];
    return analysis::nAtLog2Step(m_shown.minN, m_shown.maxN, value, kContinuousSteps);
}

int BreakEvenReadout::sliderValueForN(double n) const
{
    const auto& ns = m_shown.measuredNs;
    if (ns.empty() || !(n > 0))
        return 0;
    // The detected N* may lie between measured counts: the step of the nearest, as the
    // view-model snaps the marker (core/analysis/marker_scale.h).
    if (!m_shown.continuous)
        return static_cast<int>(analysis::nearestMeasuredIndex(ns, n).value_or(0));
    return analysis::log2StepOf(n, m_shown.minN, m_shown.maxN, kContinuousSteps);
}

void BreakEvenReadout::showMarker(const MarkerShown& shown)
{
    // A new series, the mode set back by an undo, a new range: the slider's scale follows.
    const bool rescale = shown.measuredNs != m_shown.measuredNs ||
                         shown.continuous != m_shown.continuous || shown.minN != m_shown.minN ||
                         shown.maxN != m_shown.maxN;
    m_shown = shown;
    if (rescale)
        configureSlider();
    if (m_slider->value() != sliderValueForN(m_shown.n)) {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(sliderValueForN(m_shown.n));
    }
    const QStringList lines = markerText::readoutLines(m_shown.state, m_shown.price);
    m_text = lines.join(QLatin1Char('\n'));
    m_readout->setText(m_text);
    // What the break-even rests on, as `analyze` prints it under its headline.
    m_readout->setToolTip(m_shown.verdictDetails.join(QLatin1Char('\n')));
}

} // namespace scalescope::ui
