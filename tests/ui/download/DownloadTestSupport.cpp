#include "DownloadTestSupport.h"

#include <QDir>
#include <QTest>

namespace scalescope::tests {

HttpRoute zipRoute(const QByteArray& zip, const QByteArray& etag)
{
    HttpRoute route;
    route.body = zip;
    route.etag = etag;
    return route;
}

QStringList filesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

RecordedDownloader::RecordedDownloader(const ui::RoundCatalog& catalog)
    : downloader(std::make_unique<ui::RoundDownloader>(catalog)),
      finished(std::make_unique<QSignalSpy>(downloader.get(), &ui::RoundDownloader::finished)),
      failed(std::make_unique<QSignalSpy>(downloader.get(), &ui::RoundDownloader::failed)),
      cancelled(std::make_unique<QSignalSpy>(downloader.get(), &ui::RoundDownloader::cancelled)),
      progress(std::make_unique<QSignalSpy>(downloader.get(), &ui::RoundDownloader::progress)),
      notices(std::make_unique<QSignalSpy>(downloader.get(), &ui::RoundDownloader::notice)),
      verifying(std::make_unique<QSignalSpy>(downloader.get(), &ui::RoundDownloader::verifying))
{
}

bool RecordedDownloader::waitDone(int timeoutMs)
{
    return QTest::qWaitFor(
        [this] { return finished->count() + failed->count() + cancelled->count() > 0; }, timeoutMs);
}

QString RecordedDownloader::failure() const
{
    return failed->isEmpty() ? QString() : failed->last().at(0).toString();
}

QList<QPair<qint64, qint64>> RecordedDownloader::progressSeen() const
{
    QList<QPair<qint64, qint64>> seen;
    for (const auto& arguments : std::as_const(*progress))
        seen.append({arguments.at(0).toLongLong(), arguments.at(1).toLongLong()});
    return seen;
}

} // namespace scalescope::tests
