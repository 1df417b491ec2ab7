#pragma once

#include <QObject>

class TestChartTheme : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void cleanup();
    void lightByDefault();
    void followsADarkPalette();
    void darkApplicationPaletteAtStart();
    void exportsStayLight();
};
