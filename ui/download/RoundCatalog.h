#pragma once
// The public MLPerf Training rounds that File ▸ Download Round… and `scalescope fetch`
// offer, where their archives are on GitHub, and where downloads are kept.
//
// Every round is a repository mlcommons/training_results_vX.Y; GitHub serves a branch
// as <base>/training_results_vX.Y/archive/refs/heads/<branch>.zip. Newer rounds use
// `main`, the oldest `master`, and which one is not recorded anywhere we can read
// offline, so both are tried in that order.

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace scalescope::ui {

// One round as the catalog lists it.
struct RoundInfo
{
    QString version;     // "v4.1"
    QString archivePath; // the cached archive, or empty when it is not downloaded
    qint64 archiveBytes = 0;
    qint64 partialBytes = 0; // bytes of an interrupted download that will be resumed
    bool known = false;      // in the built-in list (not only found in the cache)

    QString repository() const { return QStringLiteral("training_results_") + version; }
    bool isCached() const { return !archivePath.isEmpty(); }
};

class RoundCatalog
{
  public:
    // Where the repositories are unless SCALESCOPE_ROUNDS_URL says otherwise.
    static QString defaultBaseUrl() { return QStringLiteral("https://github.com/mlcommons"); }
    static constexpr const char* kBaseUrlVariable = "SCALESCOPE_ROUNDS_URL";
    // SCALESCOPE_ROUNDS_URL when set (tests point it at a local server), else the default.
    static QString baseUrlFromEnvironment();
    // <QStandardPaths::CacheLocation>/rounds; needs the application name set first.
    static QString defaultCacheDirectory();

    // The published rounds, oldest first: v1.0 … v6.0. Later rounds can be asked for
    // by version; the catalog does not need to know them.
    static QStringList knownVersions();
    // "4.1", "v4.1", "V4.1", "training_results_v4.1" -> "v4.1"; nullopt if not a version.
    static std::optional<QString> normaliseVersion(const QString& text);

    RoundCatalog(QString cacheDirectory, QString baseUrl);

    const QString& cacheDirectory() const { return m_cacheDirectory; }
    const QString& baseUrl() const { return m_baseUrl; }

    // The known rounds plus any other round found in the cache, oldest first, each with
    // what the cache holds of it.
    QList<RoundInfo> rounds() const;
    RoundInfo round(const QString& version) const;

    // The URLs to try for a round, in order (branch main, then master).
    QList<QUrl> archiveUrls(const QString& version) const;
    // <cache>/training_results_vX.Y.zip: only ever a complete, verified archive.
    QString archivePath(const QString& version) const;
    // Where the download is written until it is complete and verified.
    QString partPath(const QString& version) const;
    // The server's ETag for the .part file, so a resumed download asks for the same
    // version of the archive (If-Range).
    QString validatorPath(const QString& version) const;

  private:
    QString m_cacheDirectory;
    QString m_baseUrl;
};

} // namespace scalescope::ui
