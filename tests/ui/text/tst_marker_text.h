#pragma once

#include <QObject>

class TestMarkerText : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void aCrossingIsToldWithItsRuleAndLastMeasuredN();
    void tooFewCountsAndALowerBoundSayWhy();
    void theMarkerLabelIsTheVerdictOnlyOnTheDetectedBreakEven();
    void theOriginSaysWhereTheFiguresComeFrom();
    void theReadoutNamesTheVerdictAndTheOtherRulesAgreeing();
};
