#include "RoundArchives.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <algorithm>
#include <archive.h>
#include <archive_entry.h>

namespace scalescope::tests {

QByteArray makeRoundZip(const QString& workDir)
{
    const QString round = QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1");
    QStringList files;
    QDirIterator it(round, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    std::sort(files.begin(), files.end()); // the same bytes every run

    const QString zipPath = workDir + QStringLiteral("/made.zip");
    const QByteArray zipName = QFile::encodeName(zipPath);
    archive* writer = archive_write_new();
    archive_write_set_format_zip(writer);
    archive_write_set_options(writer, "zip:compression=store");
    if (archive_write_open_filename(writer, zipName.constData()) != ARCHIVE_OK) {
        archive_write_free(writer);
        return {};
    }
    for (const QString& file : std::as_const(files)) {
        const QByteArray bytes = readBytes(file);
        const QByteArray name =
            (QStringLiteral("training_results_v4.1-main/") + QDir(round).relativeFilePath(file))
                .toUtf8();
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, name.constData());
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_mtime(entry, 1700000000, 0);
        archive_entry_set_size(entry, bytes.size());
        archive_write_header(writer, entry);
        archive_write_data(writer, bytes.constData(), static_cast<size_t>(bytes.size()));
        archive_entry_free(entry);
    }
    archive_write_close(writer);
    archive_write_free(writer);
    const QByteArray zip = readBytes(zipPath);
    QFile::remove(zipPath);
    return zip;
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace scalescope::tests
