#pragma once
// The start of every GUI test executable (tests/ui/<folder>/main.cpp). Like hotspot's
// tests/testutils.h: the Qt platform is set only if unset (so a developer can watch with
// QT_QPA_PLATFORM=xcb), and DPI scaling and the locale are pinned so that text and sizes
// do not depend on the machine. Settings go to a test location named after the
// executable, never the user's, and never one that another test executable running at
// the same time writes.

#include <QApplication>
#include <QByteArray>
#include <QLocale>
#include <QObject>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTest>

namespace scalescope::testing {

// Before the QApplication exists.
inline void prepareGuiTestProcess()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

// Once the QApplication exists; `executable` names the settings file.
inline void nameGuiTestApplication(const char* executable)
{
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QString::fromLatin1(executable));
}

// Runs test classes in turn. Test functions named on the command line run in the class
// that has them only: another class would fail on a function it does not know.
class QtTestRunner
{
  public:
    QtTestRunner(int argc, char** argv) : m_argc(argc), m_argv(argv)
    {
        for (int i = 1; i < argc; ++i)
            if (argv[i][0] != '-')
                m_functions.append(QString::fromLocal8Bit(argv[i]).section(QLatin1Char(':'), 0, 0));
    }

    void run(QObject& test)
    {
        if (wanted(test))
            m_failures += QTest::qExec(&test, m_argc, m_argv);
    }

    int exitCode() const { return m_failures == 0 ? 0 : 1; }

  private:
    bool wanted(const QObject& test) const
    {
        for (const QString& function : m_functions)
            if (test.metaObject()->indexOfMethod(QByteArray(function.toLatin1() + "()")) < 0)
                return false;
        return true;
    }

    int m_argc;
    char** m_argv;
    QStringList m_functions;
    int m_failures = 0;
};

} // namespace scalescope::testing
