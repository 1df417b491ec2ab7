#pragma once
// The break-even slider and its readout. The slider snaps to the measured N of the
// curve (or, with "Continuous", moves over the fitted curve in log N); the readout
// says N, minutes, speedup, efficiency, GPU-hours, cost, energy and which break-even
// rules agree (worded by ui/text/MarkerText.h). A view: it shows the MarkerShown it is
// given and emits the person's intents (markerMoved, continuousChosen, resetRequested);
// ui/workspace connects them.

#include "ui/text/MarkerState.h"

#include <QStringList>
#include <QWidget>
#include <vector>

class QCheckBox;
class QSlider;
class QToolButton;

namespace scalescope::ui {

class ReadoutText;

// What the readout shows: the measured N the slider steps over (or, continuous, the
// range minN..maxN in log2 N), where the marker is and what is true there.
struct MarkerShown
{
    std::vector<double> measuredNs;
    bool continuous = false;
    double minN = 1;
    double maxN = 1;
    double n = 0;
    MarkerState state;
    std::optional<double> price; // of the shown series' accelerator model
    QStringList verdictDetails;  // what the break-even rests on (the readout's tooltip)
};

class BreakEvenReadout : public QWidget
{
    Q_OBJECT
  public:
    explicit BreakEvenReadout(QWidget* parent = nullptr);

    // Shows shown; the slider's scale is set again when the measured N or the mode changed.
    void showMarker(const MarkerShown& shown);

    QSlider* slider() const { return m_slider; }
    QCheckBox* continuousBox() const { return m_continuous; }
    QToolButton* resetButton() const { return m_reset; }
    // What the readout shows, as plain text (lines separated by '\n').
    QString text() const { return m_text; }

  Q_SIGNALS:
    void markerMoved(double n);             // the person moved the slider to N
    void continuousChosen(bool continuous); // the Continuous box
    void resetRequested();                  // Detected break-even

  private:
    void configureSlider();
    double nForSliderValue(int value) const;
    int sliderValueForN(double n) const;

    MarkerShown m_shown;
    QSlider* m_slider;
    QCheckBox* m_continuous;
    QToolButton* m_reset;
    ReadoutText* m_readout;
    QString m_text;
};

} // namespace scalescope::ui
