#pragma once
// The break-even slider and its readout. The slider snaps to the measured N of the
// curve (or, with "Continuous", moves over the fitted curve in log N); the readout
// says N, minutes, speedup, efficiency, GPU-hours, cost, energy and which break-even
// rules agree. A slider step only moves the viewModel's marker.

#include "ui/viewmodel/MarkerState.h"

#include <QWidget>

class QCheckBox;
class QSlider;
class QToolButton;

namespace scalescope::ui {

class AnalysisViewModel;
class ReadoutText;

class BreakEvenReadout : public QWidget
{
    Q_OBJECT
public:
    explicit BreakEvenReadout(AnalysisViewModel* viewModel, QWidget* parent = nullptr);

    QSlider* slider() const { return m_slider; }
    QCheckBox* continuousBox() const { return m_continuous; }
    QToolButton* resetButton() const { return m_reset; }
    // What the readout shows, as plain text (lines separated by '\n').
    QString text() const { return m_text; }

    // The readout's lines for a marker state; a pure function, so tests can check it.
    static QStringList readoutLines(const MarkerState& state, std::optional<double> price);

private:
    void configureSlider();
    void showMarker();
    void moveFromSlider(int value);
    double nForSliderValue(int value) const;
    int sliderValueForN(double n) const;

    AnalysisViewModel* m_viewModel;
    QSlider* m_slider;
    QCheckBox* m_continuous;
    QToolButton* m_reset;
    ReadoutText* m_readout;
    QString m_text;
};

} // namespace scalescope::ui
