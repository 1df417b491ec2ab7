#pragma once

#include <QObject>

// A person with a Spanish desktop opens the embedded sample and a hostile round (broken
// logs, a broken system description, an archive with refused entries, a folder that is
// not a round), visits every tab and reads everything: widget texts and tooltips, every
// cell of every table, chart titles, axes and legends, the import report, the message
// bar. None of it may be one of core's English sentences.
class TestSpanishWalkthrough : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void sampleReadsSpanish();
    void hostileRoundReadsSpanish();
    void savedDatasetReportReadsSpanish();
    void failedImportReadsSpanish();
    void unopenablePowerLogReadsSpanish();
    void otherRulesVerdictsReadSpanish();
};
