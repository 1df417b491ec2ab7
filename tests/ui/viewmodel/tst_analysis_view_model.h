#pragma once

#include <QObject>

// The Scaling tab's view-model: the person's choices are one comparable value, each change
// of it is announced once, a slider step changes the choices without re-analysing, and
// the marker starts where core's verdict puts it.
class TestAnalysisViewModel : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void choicesAreOneValueAnnouncedOnce();
    void sliderStepChangesChoicesOnly();
    void markerStartsOnCoresCrossing();
    void setChoicesRestoresAllOfThemAtOnce();
};
