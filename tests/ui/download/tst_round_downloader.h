#pragma once

#include "LocalHttpServer.h"

#include <QObject>
#include <QTemporaryDir>
#include <memory>

namespace scalescope::ui {
class RoundCatalog;
}

// RoundCatalog and RoundDownloader against the local server: progress, cancel, resume
// and restart, a truncated download, 404, a body that is not an archive, the cache.
class TestRoundDownloader : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void catalogListsRoundsAndUrls();
    void versionsAreNormalised();
    void downloadsChecksAndKeepsArchive();
    void unknownSizeStillDownloads();
    void followsRedirects();
    void fallsBackToMasterBranch();
    void notFoundLeavesNothing();
    void nonArchiveBodyLeavesNothing();
    void truncatedArchiveIsNotKept();
    void interruptedDownloadResumesWithRange();
    void serverWithoutRangesRestarts();
    void changedArchiveRestartsInsteadOfSplicing();
    void wholePartIsCheckedWithoutDownloading();
    void oversizedPartStartsOver();
    void serverErrorKeepsEarlierPart();
    void secondDownloadOfOneRoundIsRefused();
    void cancelLeavesNoFile();
    void stalledTransferFails();
    // Issue 28: servers that do not play fair (tst_round_downloader_budgets.cpp).
    void oversizedContentLengthIsRefusedBeforeTheBody();
    void endlessBodyStopsAtTheBudget();
    void hugeHeaderIsRefused();
    void endlessHeadersAreBoundedInTimeAndMemory();
    void stallIsRetriedOnceResuming();
    void stallBeforeTheBodyIsBoundedWithOneRetry();
    void connectionClosedUnansweredIsRetriedOnce();
    void qtResendIsTheOneRetry();
    void cancelTakesEffectAtOnce();
    void cancelOfASlowTransferTakesEffectAtOnce();
    void cancelDuringAnEndlessHeaderLetsGo();
    void cachedRoundOpensOffline();
    void downloadAgainReplacesCachedArchive();

  private:
    scalescope::ui::RoundCatalog catalog() const;
    QString cacheDir() const;

    QByteArray m_zip;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<scalescope::tests::LocalHttpServer> m_server;
};
