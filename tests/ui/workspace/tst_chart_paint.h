#pragma once

#include <QObject>

// ScalingChart's kept scene image (ui/charts/ScalingChartPaint.cpp): what a person sees
// after slider steps is what the chart draws from scratch, and only a change of the scene
// draws the image anew.
class TestChartPaint : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void keptImageLooksAsQtPaintsTheChart();
    void sliderStepsCopyTheImageBackAndShowWhatAFullPaintShows();
    void aChangeOfTheSceneDrawsTheImageAnew();
    void exportsStillDrawTheMarkerAndLetters();
};
