#pragma once

#include <QObject>

class TestSettings : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void init();
    void cleanupTestCase();
    void analysisChoicesRoundTrip();
    void invalidValuesAreIgnored();
    void thresholdOutsideZeroToOneIsRefusedWithAMessage();
    void thresholdControlStaysInsideZeroToOne();
    void mainWindowSavesOnCloseAndRestores();
    void workspaceLayoutRoundTrip();
};
