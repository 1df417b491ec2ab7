#pragma once

#include <QObject>

class TestReportItemModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesModelTester();
    void rowsShowSeverityPathLineMessage();
    void sortsBySeverityAndLine();
    void copyButtonPutsEveryItemOnTheClipboard();
};
