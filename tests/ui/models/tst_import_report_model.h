#pragma once

#include <QObject>

class TestImportReportModel : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void passesModelTester();
    void rowsShowSeverityPathLineMessage();
    void sortsBySeverityAndLine();
    void copyButtonPutsEveryItemOnTheClipboard();
};
