// Runs the Download Round and `scalescope fetch` test classes against a local HTTP
// server. The platform is set only if unset; the user's cache and settings are never
// touched: every test has a temporary cache folder of its own, and the XDG folders
// point into a temporary folder for the whole run.

#include "tst_download_dialog.h"
#include "tst_fetch_command.h"
#include "tst_round_downloader.h"

#include <QApplication>
#include <QFile>
#include <QLocale>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    // 127.0.0.1 must be reached directly, whatever proxy the machine uses.
    for (const char* variable :
         {"http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
        qunsetenv(variable);
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    qputenv("XDG_CACHE_HOME", QFile::encodeName(home.filePath(QStringLiteral("cache"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qunsetenv("SCALESCOPE_ROUNDS_URL");
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QStringLiteral("ui_download_tests"));

    // Test functions named on the command line run in the class that has them only.
    QStringList functions;
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] != '-')
            functions.append(QString::fromLocal8Bit(argv[i]).section(QLatin1Char(':'), 0, 0));
    const auto wanted = [&](const QObject& test) {
        for (const QString& function : std::as_const(functions))
            if (test.metaObject()->indexOfMethod(QByteArray(function.toLatin1() + "()")) < 0)
                return false;
        return true;
    };
    int failures = 0;
    const auto run = [&](QObject&& test) {
        if (wanted(test))
            failures += QTest::qExec(&test, argc, argv);
    };
    run(TestRoundDownloader());
    run(TestDownloadDialog());
    run(TestFetchCommand());
    return failures == 0 ? 0 : 1;
}
