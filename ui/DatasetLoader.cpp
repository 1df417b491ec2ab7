#include "ui/DatasetLoader.h"

#include "core/dataset/dataset_io.h"
#include "core/util/message.h"
#include "ui/text/CoreMessages.h"

#include <QDir>
#include <QFutureWatcher>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <exception>

namespace scalescope::ui {

namespace {

// What a worker that threw says, before the exception's own text (C++'s, untranslated).
constexpr std::string_view kUnexpected = "import failed unexpectedly: ";

ImportResult fromLoadResult(LoadResult loaded)
{
    ImportResult result;
    result.dataset = std::move(loaded.dataset);
    result.error = std::move(loaded.error);
    result.errorMessage = std::move(loaded.errorMessage);
    if (loaded.importReport) // the report saved with the dataset: shown again
        result.report = std::move(*loaded.importReport);
    return result;
}

} // namespace

DatasetLoader::DatasetLoader(QObject* parent) : DatasetLoader(&scalescope::openInputs, parent) {}

DatasetLoader::DatasetLoader(ImportFunction importFunction, QObject* parent)
    : QObject(parent), m_import(std::move(importFunction))
{
}

DatasetLoader::~DatasetLoader()
{
    if (m_running)
        m_running->cancelRequested = true;
    // Wait for the workers, not for their continuations: those run on this thread.
    for (auto& worker : m_workers)
        worker.waitForFinished();
}

bool DatasetLoader::isIdle() const
{
    return std::all_of(m_workers.begin(), m_workers.end(),
                       [](const QFuture<Outcome>& worker) { return worker.isFinished(); });
}

void DatasetLoader::load(const QStringList& paths, const ImportOptions& options)
{
    std::vector<std::filesystem::path> importPaths;
    importPaths.reserve(static_cast<std::size_t>(paths.size()));
    for (const auto& path : paths)
        importPaths.emplace_back(QDir::cleanPath(path).toStdString());
    start(
        [importFunction = m_import, importPaths, options](const ImportProgress& progress) {
            return importFunction(importPaths, options, progress);
        },
        paths.join(QLatin1String(", ")));
}

void DatasetLoader::loadDatasetText(std::string_view text)
{
    start([text](const ImportProgress&) { return fromLoadResult(scalescope::loadDataset(text)); },
          tr("the embedded dataset"));
}

void DatasetLoader::start(Work work, const QString& source)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_running)
        m_running->cancelRequested = true; // superseded: its result will be dropped

    auto job = std::make_shared<Job>();
    job->id = ++m_jobId;
    job->source = source;
    m_running = job;

    // The worker posts progress to this thread. Capturing `this` is safe: the
    // destructor waits for every worker, and ~QObject discards calls still queued.
    const ImportProgress reportProgress = [this, job](std::size_t done, std::size_t total) {
        if (job->cancelRequested)
            return false;
        QMetaObject::invokeMethod(
            this,
            [this, job, done, total] {
                if (m_running == job)
                    Q_EMIT progress(static_cast<int>(done), static_cast<int>(total));
            },
            Qt::QueuedConnection);
        return true;
    };

    m_workers.removeIf([](const QFuture<Outcome>& worker) { return worker.isFinished(); });
    auto worker = QtConcurrent::run([work = std::move(work), reportProgress]() {
        try {
            return std::make_shared<ImportResult>(work(reportProgress));
        } catch (const std::exception& error) {
            auto result = std::make_shared<ImportResult>();
            result->error = std::string(kUnexpected) + error.what();
            return result;
        }
    });
    m_workers.append(worker);

    // A watcher rather than worker.then(this, ...): in Qt 6.4 a continuation attached
    // while the worker is finishing can be lost (seen here as a load that never
    // reported back); QFutureWatcher also handles a future that has already finished.
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, jobId = job->id] {
        watcher->deleteLater();
        finishJob(jobId, std::move(*watcher->result()));
    });
    watcher->setFuture(worker);
}

void DatasetLoader::cancel()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (!m_running)
        return;
    m_running->cancelRequested = true;
    m_running.reset();
    Q_EMIT cancelled();
}

void DatasetLoader::finishJob(int jobId, ImportResult result)
{
    // Results are swapped in on the loader's thread only (heaptrack's parser.cpp).
    Q_ASSERT(QThread::currentThread() == thread());
    if (!m_running || m_running->id != jobId)
        return; // superseded or cancelled: nobody waits for this result any more
    const QString source = m_running->source;
    m_running.reset();

    if (result.cancelled) {
        Q_EMIT cancelled();
    } else if (!result.error.empty()) {
        // Core's sentences in the user's language; an exception's own text stays as it is.
        if (result.error.starts_with(kUnexpected))
            Q_EMIT failed(
                tr("import failed unexpectedly: %1")
                    .arg(QString::fromStdString(result.error.substr(kUnexpected.size()))));
        else
            Q_EMIT failed(coreMessageText(result.errorMessage, result.error));
    } else if (result.dataset.empty()) {
        Q_EMIT failed(tr("no MLPerf results were found in %1 (expected "
                         "<submitter>/systems/<id>.json and <submitter>/results/<id>/…)")
                          .arg(source));
    } else {
        Q_EMIT loaded(std::make_shared<const Dataset>(std::move(result.dataset)), result.report);
    }
}

} // namespace scalescope::ui
