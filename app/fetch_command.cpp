#include "app/fetch_command.h"

#include "app/command_line_parser.h"
#include "core/util/terminal_text.h"
#include "ui/download/RoundCatalog.h"
#include "ui/download/RoundDownloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLocale>
#include <iostream>
#include <optional>
#include <unistd.h>

namespace scalescope::cli {

namespace {

constexpr const char* kPrefix = "scalescope fetch: ";
// Progress lines on a pipe or file: at most one per this many milliseconds.
constexpr qint64 kProgressIntervalMs = 1000;

struct FetchOptions
{
    std::vector<std::string> versions;
    std::optional<std::string> baseUrl;
    bool list = false;
    bool force = false;
    bool quiet = false;
};

CommandLine fetchCommandLine(FetchOptions& options)
{
    CommandLine line(
        "scalescope", "fetch", {"[OPTION]... VERSION...", "--list"},
        "Download MLPerf Training result rounds from the MLCommons repositories on GitHub "
        "(training_results_vX.Y) into the cache, check that each is a complete archive of a round, "
        "and print the path of each archive on standard output. A round already in the cache is "
        "not "
        "downloaded again. The desktop app's File > Download Round uses the same cache.\n\n"
        "VERSION is a round such as v4.1 (also 4.1 or training_results_v4.1). Known rounds: v1.0 "
        "to "
        "v6.0; later ones are tried by name. Progress goes to standard error.\n\n"
        "An interrupted download is kept as a .part file beside the archive and resumed by the "
        "next "
        "fetch (or started again when the server cannot resume it). The cache never holds an "
        "incomplete archive under its final name.");
    line.positionals(options.versions);
    line.flag("--list", options.list, "list the rounds and what the cache holds of each, and exit");
    line.flag("--force", options.force, "download again even if the round is in the cache");
    line.option(
        "--base-url", "URL",
        "where the training_results_vX.Y repositories are (default: $SCALESCOPE_ROUNDS_URL, else "
        "https://github.com/mlcommons); each archive is main.zip, else master.zip, in "
        "URL/training_results_vX.Y/archive/refs/heads/",
        [&options](const std::string& value) -> std::optional<std::string> {
            if (value.empty())
                return std::string("a URL");
            options.baseUrl = value;
            return std::nullopt;
        });
    line.flag("-q,--quiet", options.quiet, "no progress on standard error, only errors");
    line.section(
        "Environment:",
        {{"SCALESCOPE_ROUNDS_URL", "the default of --base-url"},
         {"XDG_CACHE_HOME", "the cache is $XDG_CACHE_HOME/scalescope/scalescope/rounds (default "
                            "~/.cache/scalescope/scalescope/rounds)"}});
    line.section("Example:", {{"scalescope summarize \"$(scalescope fetch v4.1)\"", ""}});
    line.exitStatus("every round is in the cache and their paths are printed, or --help or --list",
                    "a round could not be downloaded or is not a complete archive of a round (not "
                    "found, network "
                    "error, cut short: run again to resume)",
                    "wrong command line");
    return line;
}

std::string sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat).toStdString();
}

void listRounds(const ui::RoundCatalog& catalog, std::ostream& out)
{
    out << "cache: " << catalog.cacheDirectory().toStdString() << "\n";
    const auto rounds = catalog.rounds();
    for (const auto& round : rounds) {
        out << round.version.toStdString() << "\t";
        if (round.isCached())
            out << "downloaded\t" << sizeText(round.archiveBytes) << "\t"
                << round.archivePath.toStdString();
        else if (round.partialBytes > 0)
            out << "partial\t" << sizeText(round.partialBytes) << "\t(resumes)";
        else
            out << "not downloaded";
        out << "\n";
    }
}

// Prints progress to standard error: one line rewritten in place on a terminal, a
// line a second otherwise.
class ProgressPrinter
{
  public:
    ProgressPrinter(std::ostream& err, std::string version, bool quiet)
        : m_err(err), m_version(std::move(version)), m_quiet(quiet),
          m_terminal(&err == &std::cerr && ::isatty(STDERR_FILENO) == 1)
    {
        m_clock.start();
    }

    void progress(qint64 received, qint64 total)
    {
        if (m_quiet)
            return;
        const bool done = total >= 0 && received >= total;
        if (!done && m_printed && m_clock.elapsed() < (m_terminal ? 100 : kProgressIntervalMs))
            return;
        m_clock.restart();
        m_printed = true;
        std::string text = kPrefix + m_version + ": " + sizeText(received);
        if (total > 0)
            text += " of " + sizeText(total) + " (" + std::to_string(received * 100 / total) + "%)";
        if (m_terminal) {
            m_err << "\r" << text << "\033[K" << std::flush;
            m_openLine = true;
        } else {
            m_err << text << "\n";
        }
    }

    // A whole line (a notice, an error), after ending a line left open by progress.
    // Its text may quote the server (a reason phrase, an error string, a URL it
    // redirected to): control characters are escaped, so that ESC [ 2 J in a reason
    // phrase cannot clear the terminal or forge a line.
    void line(const std::string& text)
    {
        if (m_openLine)
            m_err << "\n";
        m_openLine = false;
        m_err << kPrefix << util::terminalText(text) << "\n";
    }

    void message(const std::string& text)
    {
        if (!m_quiet)
            line(text);
    }

  private:
    std::ostream& m_err;
    std::string m_version;
    bool m_quiet;
    bool m_terminal;
    bool m_printed = false;
    bool m_openLine = false;
    QElapsedTimer m_clock;
};

// Fetches one round; prints its path on success. Returns the exit status.
int fetchOne(const ui::RoundCatalog& catalog, const QString& version, const FetchOptions& options,
             std::ostream& out, std::ostream& err)
{
    ui::RoundDownloader downloader(catalog);
    ProgressPrinter printer(err, version.toStdString(), options.quiet);
    QEventLoop loop;
    int status = kExitFailure;
    QObject::connect(&downloader, &ui::RoundDownloader::progress, &downloader,
                     [&](qint64 received, qint64 total) { printer.progress(received, total); });
    QObject::connect(&downloader, &ui::RoundDownloader::notice, &downloader,
                     [&](const QString& text) { printer.message(text.toStdString()); });
    QObject::connect(&downloader, &ui::RoundDownloader::verifying, &downloader,
                     [&] { printer.message(version.toStdString() + ": checking the archive"); });
    QObject::connect(&downloader, &ui::RoundDownloader::finished, &downloader,
                     [&](const QString& path, bool fromCache) {
                         printer.message(
                             version.toStdString() +
                             (fromCache ? ": in the cache" : ": downloaded and checked"));
                         out << path.toStdString() << "\n" << std::flush;
                         status = kExitOk;
                         loop.quit();
                     });
    QObject::connect(&downloader, &ui::RoundDownloader::failed, &downloader,
                     [&](const QString& reason) {
                         printer.line(reason.toStdString());
                         loop.quit();
                     });
    QObject::connect(&downloader, &ui::RoundDownloader::cancelled, &downloader,
                     [&] { loop.quit(); });
    downloader.fetch(version, options.force);
    loop.exec();
    return status;
}

} // namespace

int runFetchCommand(const char* programName, const std::vector<std::string>& args,
                    std::ostream& out, std::ostream& err)
{
    FetchOptions options;
    CommandLine line = fetchCommandLine(options);
    if (const auto status = line.parse(args, out, err))
        return *status;
    if (!options.list && options.versions.empty())
        return line.usageError(
            err, "missing VERSION: name a round such as v4.1 (scalescope fetch --list shows them)");
    for (const auto& version : options.versions)
        if (!ui::RoundCatalog::normaliseVersion(QString::fromStdString(version)))
            return line.usageError(err, "\"" + version + "\" is not a round version such as v4.1");
    int qtArgc = 1;
    char* qtArgv[] = {const_cast<char*>(programName), nullptr};
    QCoreApplication application(qtArgc, qtArgv);
    // The desktop app's names (ui/run_gui.cpp), so that both use one cache folder.
    QCoreApplication::setOrganizationName(QStringLiteral("scalescope"));
    QCoreApplication::setApplicationName(QStringLiteral("scalescope"));
    // Sizes in messages as the rest of the command line prints numbers.
    QLocale::setDefault(QLocale::c());

    const ui::RoundCatalog catalog(ui::RoundCatalog::defaultCacheDirectory(),
                                   options.baseUrl ? QString::fromStdString(*options.baseUrl)
                                                   : ui::RoundCatalog::baseUrlFromEnvironment());
    if (options.list) {
        listRounds(catalog, out);
        return kExitOk;
    }
    int status = kExitOk;
    for (const auto& text : options.versions) {
        const QString version = *ui::RoundCatalog::normaliseVersion(QString::fromStdString(text));
        if (fetchOne(catalog, version, options, out, err) != kExitOk)
            status = kExitFailure;
    }
    return status;
}

} // namespace scalescope::cli
