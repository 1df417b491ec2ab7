#pragma once

#include "LocalHttpServer.h"

#include <QObject>
#include <QTemporaryDir>
#include <memory>

// The Download Round dialog offscreen, as a person sees it: the list of rounds, the
// progress bar, the cancel button, errors in the dialog, a cached round opening
// offline, and File ▸ Download Round… importing the round into the main window.
class TestDownloadDialog : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void listsPublicRounds();
    void downloadShowsProgressThenOpens();
    void unknownSizeShowsBusyBar();
    void cancelButtonStopsDownloadAndKeepsNothing();
    void failureIsShownInTheDialog();
    void serverTextIsShownAsPlainText();
    void cancelButtonTakesEffectWithin100ms();
    void cachedRoundOpensWithoutNetwork();
    void fileMenuDownloadRoundImportsTheRound();

  private:
    QString cacheDir() const;

    QByteArray m_zip;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<scalescope::tests::LocalHttpServer> m_server;
};
