#pragma once
// Runs imports off the GUI thread and reports through signals (the hotspot/heaptrack
// pattern): the importer's progress callback becomes progress(), its value result is
// handed over on the loader's own thread, and a newer load supersedes an older one,
// whose result is then dropped.

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"
#include "core/importer/importer.h"
#include "core/importer/open_inputs.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <string_view>

namespace scalescope::ui {

class DatasetLoader : public QObject
{
    Q_OBJECT
  public:
    // Same shape as scalescope::openInputs (the default); tests substitute a fake.
    using ImportFunction = std::function<ImportResult(const std::vector<std::filesystem::path>&,
                                                      const ImportOptions&, const ImportProgress&)>;

    explicit DatasetLoader(QObject* parent = nullptr);
    explicit DatasetLoader(ImportFunction importFunction, QObject* parent = nullptr);
    // Cancels a running load and waits for every worker still running, so that none
    // calls back into a destroyed loader.
    ~DatasetLoader() override;

    // Opens what `scalescope analyze` opens (core/importer/open_inputs.h): round folders
    // (round root, submitter, system or benchmark folders), archives and saved datasets
    // (*.scalescope.json), in any mix.
    void load(const QStringList& paths, const ImportOptions& options = {});
    // Parses dataset-file text held in memory (the embedded sample). The text must
    // outlive the load; embedded data lives as long as the program.
    void loadDatasetText(std::string_view text);
    // Stops the current load; cancelled() follows at once, a late result is dropped.
    void cancel();

    // A load is wanted and its result will be shown.
    bool isLoading() const { return m_running != nullptr; }
    // No worker is running, not even one whose result will be dropped.
    bool isIdle() const;
    int currentJobId() const { return m_jobId; }

  Q_SIGNALS:
    void progress(int filesDone, int filesTotal);
    // The one copy of the dataset: every holder shares it (nothing changes it in place).
    void loaded(std::shared_ptr<const scalescope::Dataset> dataset,
                const scalescope::ImportReport& report);
    void failed(const QString& reason);
    void cancelled();

  private:
    struct Job
    {
        int id = 0;
        QString source; // what is being read, for messages
        std::atomic<bool> cancelRequested{false};
    };
    using Work = std::function<ImportResult(const ImportProgress&)>;
    // Held by pointer: a QFuture's result() is a copy (of the whole dataset), and
    // takeResult() leaves the future unfinished for waitForFinished() (Qt 6.4).
    using Outcome = std::shared_ptr<ImportResult>;

    void start(Work work, const QString& source);
    void finishJob(int jobId, ImportResult result);

    ImportFunction m_import;
    int m_jobId = 0;
    std::shared_ptr<Job> m_running;    // the job whose result will be shown, if any
    QList<QFuture<Outcome>> m_workers; // waited for on destruction
};

} // namespace scalescope::ui
