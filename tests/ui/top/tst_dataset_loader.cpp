#include "tst_dataset_loader.h"

#include "core/dataset/dataset_io.h"
#include "tests/support/ui_fixtures.h"
#include "ui/DatasetLoader.h"

#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

using scalescope::Dataset;
using scalescope::ImportOptions;
using scalescope::ImportProgress;
using scalescope::ImportReport;
using scalescope::ImportResult;
using scalescope::ui::DatasetLoader;
using namespace scalescope::ui::test;
using Paths = std::vector<std::filesystem::path>;

namespace {

ImportResult resultWithRound(const std::string& roundName)
{
    ImportResult result;
    result.dataset = sampleDataset();
    result.dataset.rounds.front().name = roundName;
    return result;
}

std::string loadedRoundName(const QSignalSpy& loadedSpy)
{
    return loadedSpy.last().at(0).value<std::shared_ptr<const Dataset>>()->rounds.front().name;
}

// Waits until every worker has returned and its queued result has been handled.
void waitUntilIdle(const DatasetLoader& loader)
{
    QTRY_VERIFY_WITH_TIMEOUT(loader.isIdle(), 10000);
    QTest::qWait(20);
}

} // namespace

void TestDatasetLoader::reportsProgressThenLoaded()
{
    DatasetLoader loader(
        [](const Paths& paths, const ImportOptions&, const ImportProgress& progress) {
            progress(1, 2);
            progress(2, 2);
            return resultWithRound(paths.front().filename().string());
        });
    QSignalSpy progressSpy(&loader, &DatasetLoader::progress);
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    loader.load({QStringLiteral("/rounds/training_results_v4.1")});
    QVERIFY(loader.isLoading());
    QVERIFY(loadedSpy.wait(5000));
    QCOMPARE(loadedRoundName(loadedSpy), std::string("training_results_v4.1"));
    QVERIFY(!loader.isLoading());
    // Queued from the worker before the result, so all delivered before loaded().
    QCOMPARE(progressSpy.count(), 2);
    QCOMPARE(progressSpy.last().at(0).toInt(), 2);
    QCOMPARE(progressSpy.last().at(1).toInt(), 2);
}

void TestDatasetLoader::newerLoadSupersedesOlder()
{
    std::atomic<bool> releaseSlow{false};
    DatasetLoader loader(
        [&releaseSlow](const Paths& paths, const ImportOptions&, const ImportProgress&) {
            const auto name = paths.front().filename().string();
            if (name == "slow") {
                while (!releaseSlow)
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            return resultWithRound(name);
        });
    // Released on every exit, or a failed check would leave ~DatasetLoader waiting.
    const auto release = qScopeGuard([&releaseSlow] { releaseSlow = true; });
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    QSignalSpy cancelledSpy(&loader, &DatasetLoader::cancelled);
    loader.load({QStringLiteral("/slow")});
    const int slowJob = loader.currentJobId();
    loader.load({QStringLiteral("/fast")});
    QCOMPARE(loader.currentJobId(), slowJob + 1);
    QVERIFY(loadedSpy.wait(5000));
    QCOMPARE(loadedRoundName(loadedSpy), std::string("fast"));

    releaseSlow = true;
    waitUntilIdle(loader);
    QCOMPARE(loadedSpy.count(), 1); // the slow result arrived late and was dropped
    QCOMPARE(cancelledSpy.count(), 0);
}

void TestDatasetLoader::cancelStopsTheWorkerAndDropsItsResult()
{
    // Runs until its progress callback says stop, as the real importer does.
    DatasetLoader loader([](const Paths&, const ImportOptions&, const ImportProgress& progress) {
        ImportResult result = resultWithRound("never shown");
        for (std::size_t done = 0;; ++done) {
            if (!progress(done, 1000000)) {
                result.cancelled = true;
                return result;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    });
    QSignalSpy progressSpy(&loader, &DatasetLoader::progress);
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    QSignalSpy cancelledSpy(&loader, &DatasetLoader::cancelled);
    loader.load({QStringLiteral("/endless")});
    QVERIFY(progressSpy.wait(5000));
    loader.cancel();
    QCOMPARE(cancelledSpy.count(), 1); // at once, without waiting for the worker
    QVERIFY(!loader.isLoading());
    waitUntilIdle(loader); // the worker saw the flag and returned
    QCOMPARE(cancelledSpy.count(), 1);
    QCOMPARE(loadedSpy.count(), 0);
}

void TestDatasetLoader::importErrorBecomesFailed()
{
    DatasetLoader loader([](const Paths&, const ImportOptions&, const ImportProgress&) {
        ImportResult result;
        result.error = "/x: no such file or directory";
        return result;
    });
    QSignalSpy failedSpy(&loader, &DatasetLoader::failed);
    loader.load({QStringLiteral("/x")});
    QVERIFY(failedSpy.wait(5000));
    QCOMPARE(failedSpy.last().at(0).toString(), QStringLiteral("/x: no such file or directory"));
}

void TestDatasetLoader::exceptionBecomesFailed()
{
    DatasetLoader loader(
        [](const Paths&, const ImportOptions&, const ImportProgress&) -> ImportResult {
            throw std::runtime_error("disk on fire");
        });
    QSignalSpy failedSpy(&loader, &DatasetLoader::failed);
    loader.load({QStringLiteral("/x")});
    QVERIFY(failedSpy.wait(5000));
    QCOMPARE(failedSpy.last().at(0).toString(),
             QStringLiteral("import failed unexpectedly: disk on fire"));
}

void TestDatasetLoader::emptyDatasetBecomesFailed()
{
    DatasetLoader loader(
        [](const Paths&, const ImportOptions&, const ImportProgress&) { return ImportResult{}; });
    QSignalSpy failedSpy(&loader, &DatasetLoader::failed);
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    loader.load({QStringLiteral("/empty")});
    QVERIFY(failedSpy.wait(5000));
    QVERIFY(failedSpy.last().at(0).toString().startsWith(
        QStringLiteral("no MLPerf results were found in /empty (")));
    QCOMPARE(loadedSpy.count(), 0);
}

void TestDatasetLoader::readsDatasetFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("saved.scalescope.json"));
    const auto saveError = scalescope::saveDatasetFile(sampleDataset(), file.toStdString());
    QVERIFY2(!saveError, saveError ? saveError->c_str() : "");

    DatasetLoader loader;
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    QSignalSpy failedSpy(&loader, &DatasetLoader::failed);
    loader.load({file});
    QTRY_VERIFY_WITH_TIMEOUT(loadedSpy.count() + failedSpy.count() > 0, 5000);
    QVERIFY2(failedSpy.isEmpty(), qPrintable(failedSpy.value(0).value(0).toString()));
    const auto dataset = *loadedSpy.last().at(0).value<std::shared_ptr<const Dataset>>();
    QCOMPARE(dataset.rounds.size(), std::size_t(1));
    QCOMPARE(dataset.rounds.front().systems.size(), std::size_t(2));
    QCOMPARE(dataset.rounds.front().systems.front().benchmarks.front().scoreMinutes,
             std::optional(12.5));
}

void TestDatasetLoader::importsFixtureRound()
{
    DatasetLoader loader;
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    QSignalSpy failedSpy(&loader, &DatasetLoader::failed);
    loader.load({fixtureRoundPath()});
    QVERIFY(loadedSpy.wait(20000));
    QCOMPARE(failedSpy.count(), 0);
    const auto dataset = *loadedSpy.last().at(0).value<std::shared_ptr<const Dataset>>();
    QCOMPARE(dataset.rounds.size(), std::size_t(1));
    const auto& round = dataset.rounds.front();
    QCOMPARE(round.name, std::string("training_results_v4.1"));
    QCOMPARE(round.systems.size(), std::size_t(2));
    // The official summary's values for these systems (trimming the logs kept
    // run_start and run_stop).
    const auto& trillium1024 = round.systems.at(0);
    QCOMPARE(trillium1024.system, std::string("tpu-trillium-1024"));
    QCOMPARE(trillium1024.benchmarks.at(0).scoreMinutes, std::optional(50.62810434782609));
    QCOMPARE(round.systems.at(1).benchmarks.at(0).scoreMinutes, std::optional(27.329533333333334));
}

void TestDatasetLoader::nonexistentPathFails()
{
    DatasetLoader loader;
    QSignalSpy failedSpy(&loader, &DatasetLoader::failed);
    QSignalSpy loadedSpy(&loader, &DatasetLoader::loaded);
    loader.load({QStringLiteral("/nonexistent/scalescope-ui-test")});
    QVERIFY(failedSpy.wait(20000));
    QVERIFY(!failedSpy.last().at(0).toString().isEmpty());
    QCOMPARE(loadedSpy.count(), 0);
}
