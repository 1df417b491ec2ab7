#pragma once

#include <QObject>

class TestReportPdf : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void initTestCase();
    void onePagePerView();
    void textCanBeSelectedAndSaysWhatTheViewShows();
    void longTablesContinueOnAnotherPage();
    void paperFollowsTheLocale();
    void headlessReportIsTheWindowsReport();
    void printingGivesTheReportsPages();
    void refusesATargetThatIsNotARegularFile();
    void exportCommandWritesThePdf();
};
