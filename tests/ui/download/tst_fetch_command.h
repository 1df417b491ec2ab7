#pragma once

#include "LocalHttpServer.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <memory>

// `scalescope fetch` run as a process, as a person or a script runs it: the path on
// standard output, progress on standard error, exit statuses, the cache offline, resume.
class TestFetchCommand : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void printsPathAndProgress();
    void cachedRoundNeedsNoNetwork();
    void notFoundExitsOneAndKeepsNothing();
    void nonArchiveExitsOne();
    void interruptedFetchResumesNextTime();
    void killedFetchResumesNextTime();
    void oneFailedRoundOfSeveralExitsOne();
    void serverTextIsEscapedOnTheTerminal();
    void listShowsRoundsAndCache();
    void baseUrlOptionOverridesEnvironment();
    void usageErrorsExitTwo();
    void helpNamesEveryOption();

  private:
    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Result fetch(const QStringList& args, const QString& baseUrl = {}) const;
    QString cacheDir() const; // where XDG_CACHE_HOME puts scalescope's rounds

    QByteArray m_zip;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<scalescope::tests::LocalHttpServer> m_server;
};
