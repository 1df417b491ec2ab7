#include "ui/download/RoundCatalog.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <algorithm>
#include <utility>

namespace scalescope::ui {

namespace {

// The branches GitHub may serve a round from, in the order they are tried.
const QStringList& branches()
{
    static const QStringList names = {QStringLiteral("main"), QStringLiteral("master")};
    return names;
}

const QRegularExpression& versionPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:training_results_)?[vV]?(\\d{1,3})\\.(\\d{1,3})$"));
    return pattern;
}

// (major, minor) for ordering "v10.0" after "v9.1".
std::pair<int, int> versionKey(const QString& version)
{
    const auto match = versionPattern().match(version);
    return {match.captured(1).toInt(), match.captured(2).toInt()};
}

const QString kArchivePrefix = QStringLiteral("training_results_");
const QString kArchiveSuffix = QStringLiteral(".zip");

} // namespace

QString RoundCatalog::baseUrlFromEnvironment()
{
    const QString fromEnvironment = qEnvironmentVariable(kBaseUrlVariable).trimmed();
    return fromEnvironment.isEmpty() ? defaultBaseUrl() : fromEnvironment;
}

QString RoundCatalog::defaultCacheDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/rounds");
}

QStringList RoundCatalog::knownVersions()
{
    return {QStringLiteral("v1.0"), QStringLiteral("v1.1"), QStringLiteral("v2.0"),
            QStringLiteral("v2.1"), QStringLiteral("v3.0"), QStringLiteral("v3.1"),
            QStringLiteral("v4.0"), QStringLiteral("v4.1"), QStringLiteral("v5.0"),
            QStringLiteral("v5.1"), QStringLiteral("v6.0")};
}

std::optional<QString> RoundCatalog::normaliseVersion(const QString& text)
{
    const auto match = versionPattern().match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    // "v04.1" and "v4.1" are the same round; the repositories have no leading zeros.
    return QStringLiteral("v%1.%2").arg(match.captured(1).toInt()).arg(match.captured(2).toInt());
}

RoundCatalog::RoundCatalog(QString cacheDirectory, QString baseUrl)
    : m_cacheDirectory(std::move(cacheDirectory)), m_baseUrl(std::move(baseUrl))
{
    while (m_baseUrl.endsWith(QLatin1Char('/')))
        m_baseUrl.chop(1);
}

RoundInfo RoundCatalog::round(const QString& version) const
{
    RoundInfo info;
    info.version = version;
    info.known = knownVersions().contains(version);
    const QFileInfo archive(archivePath(version));
    if (archive.isFile()) {
        info.archivePath = archive.absoluteFilePath();
        info.archiveBytes = archive.size();
    }
    const QFileInfo part(partPath(version));
    if (part.isFile())
        info.partialBytes = part.size();
    return info;
}

QList<RoundInfo> RoundCatalog::rounds() const
{
    QStringList versions = knownVersions();
    const QStringList cached =
        QDir(m_cacheDirectory)
            .entryList({kArchivePrefix + QStringLiteral("v*") + kArchiveSuffix}, QDir::Files);
    for (const QString& file : cached) {
        const QString stem = file.mid(kArchivePrefix.size(),
                                      file.size() - kArchivePrefix.size() - kArchiveSuffix.size());
        if (const auto version = normaliseVersion(stem); version && !versions.contains(*version))
            versions.append(*version);
    }
    std::sort(versions.begin(), versions.end(),
              [](const QString& a, const QString& b) { return versionKey(a) < versionKey(b); });
    QList<RoundInfo> result;
    for (const QString& version : std::as_const(versions))
        result.append(round(version));
    return result;
}

QList<QUrl> RoundCatalog::archiveUrls(const QString& version) const
{
    QList<QUrl> urls;
    for (const QString& branch : branches())
        urls.append(QUrl(m_baseUrl + QLatin1Char('/') + kArchivePrefix + version +
                         QStringLiteral("/archive/refs/heads/") + branch + kArchiveSuffix));
    return urls;
}

QString RoundCatalog::archivePath(const QString& version) const
{
    return m_cacheDirectory + QLatin1Char('/') + kArchivePrefix + version + kArchiveSuffix;
}

QString RoundCatalog::partPath(const QString& version) const
{
    return archivePath(version) + QStringLiteral(".part");
}

QString RoundCatalog::validatorPath(const QString& version) const
{
    return archivePath(version) + QStringLiteral(".part.etag");
}

} // namespace scalescope::ui
