#include "tst_core_messages_table.h"

#include "core/util/message.h"
#include "ui/text/CoreMessageSources.h"
#include "ui/text/CoreMessages.h"

#include <QFile>
#include <QHash>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <map>
#include <string_view>

using namespace scalescope::ui;

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// One message of the "CoreMessages" context of a .ts file.
struct TsMessage
{
    QString translation;
    QString translationType; // "unfinished", "vanished", "obsolete" or empty
    QStringList locations;   // the files lupdate found the source in, when it writes them
};

// The "CoreMessages" context of the .ts file at path, by source; empty if it cannot be read.
QHash<QString, TsMessage> coreMessagesContext(const QString& path, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QHash<QString, TsMessage> messages;
    QXmlStreamReader xml(&file);
    bool inContext = false;
    TsMessage message;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"context")
            inContext = false;
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name")
            inContext = xml.readElementText() == QLatin1String(kCoreMessagesContext);
        else if (!inContext)
            continue;
        else if (xml.name() == u"message")
            message = {};
        else if (xml.name() == u"location")
            message.locations.append(xml.attributes().value(QLatin1String("filename")).toString());
        else if (xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.name() == u"translation") {
            message.translationType = xml.attributes().value(QLatin1String("type")).toString();
            message.translation = xml.readElementText();
            if (messages.contains(source))
                error = QStringLiteral("%1 twice in %2").arg(source, path);
            messages.insert(source, message);
        }
    }
    if (xml.hasError())
        error = path + QStringLiteral(": ") + xml.errorString();
    return messages;
}

} // namespace

void TestCoreMessagesTable::tableHasEveryCatalogIdOnce()
{
    const auto& catalog = scalescope::messageCatalog();
    const auto table = coreMessageSources();
    QVERIFY(catalog.size() > 50);
    QStringList problems;
    std::map<std::string_view, const CoreMessageSource*> byId;
    std::string_view previous;
    for (const auto& entry : table) {
        const std::string_view id = entry.id;
        if (!byId.emplace(id, &entry).second)
            problems.append(fromView(id) + QStringLiteral(": twice in the table"));
        else if (!previous.empty() && !(previous < id))
            problems.append(fromView(id) + QStringLiteral(": out of order (the lookup bisects)"));
        previous = id;
    }
    for (const auto& entry : catalog) {
        const auto found = byId.find(entry.id);
        if (found == byId.end()) {
            problems.append(fromView(entry.id) + QStringLiteral(": not in the table"));
            continue;
        }
        if (std::string_view(found->second->english) != entry.english)
            problems.append(fromView(entry.id) + QStringLiteral(": the table's English differs"));
        if (coreMessageSource(entry.id) != found->second->english)
            problems.append(fromView(entry.id) + QStringLiteral(": the lookup misses it"));
        byId.erase(found);
    }
    for (const auto& [id, entry] : byId)
        problems.append(fromView(id) + QStringLiteral(": in the table, not in core's catalog"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral(" | "))));
    QCOMPARE(table.size(), catalog.size());
}

// lupdate over the sources update_translations reads, into a copy of the .ts file, with
// each source's locations: every English of core's catalog is found once, in the
// generated table, and keeps the Spanish the .ts has; the .ts has no other source in the
// context that lupdate would drop.
void TestCoreMessagesTable::lupdateSeesEachEnglishOnce()
{
    // What qt_add_translations (Qt 6.4) writes for update_translations: the target's
    // sources and include paths, turned into lupdate's project file by Qt's script.
    const QString description = QStringLiteral(SCALESCOPE_LUPDATE_DESCRIPTION);
    const QString script = QStringLiteral(SCALESCOPE_LUPDATE_PROJECT_SCRIPT);
    if (!QFile::exists(description) || !QFile::exists(script))
        QSKIP(qPrintable(QStringLiteral("this Qt writes no %1 or has no %2: the test reads Qt "
                                        "6.4's lupdate project files")
                             .arg(description, script)));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString project = dir.filePath(QStringLiteral("project.json"));
    const QString ts = dir.filePath(QStringLiteral("scalescope_es.ts"));
    QVERIFY(QFile::copy(QStringLiteral(SCALESCOPE_TS_FILE), ts));
    QProcess cmake;
    cmake.start(QStringLiteral(SCALESCOPE_CMAKE_COMMAND),
                {QStringLiteral("-DIN_FILE=") + description,
                 QStringLiteral("-DOUT_FILE=") + project, QStringLiteral("-P"), script});
    QVERIFY(cmake.waitForFinished(60000));
    QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());
    QProcess lupdate;
    lupdate.start(QStringLiteral(SCALESCOPE_LUPDATE),
                  {QStringLiteral("-project"), project, QStringLiteral("-ts"), ts,
                   QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                   QStringLiteral("absolute"), QStringLiteral("-silent")});
    QVERIFY(lupdate.waitForFinished(300000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QString error;
    const auto committed = coreMessagesContext(QStringLiteral(SCALESCOPE_TS_FILE), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto updated = coreMessagesContext(ts, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    QSet<QString> english;
    for (const auto& entry : scalescope::messageCatalog())
        english.insert(fromView(entry.english));
    QStringList problems;
    for (const QString& source : english) {
        const auto found = updated.constFind(source);
        if (found == updated.constEnd()) {
            problems.append(source + QStringLiteral(": lupdate does not find it"));
            continue;
        }
        if (found->locations.size() != 1 ||
            !found->locations.front().endsWith(QLatin1String("ui/text/CoreMessageSources.cpp")))
            problems.append(source + QStringLiteral(": found in ") +
                            found->locations.join(QStringLiteral(", ")));
        if (!found->translationType.isEmpty() ||
            found->translation != committed.value(source).translation)
            problems.append(source + QStringLiteral(": its Spanish is lost (") +
                            found->translationType + QLatin1Char(')'));
    }
    for (auto it = updated.constBegin(); it != updated.constEnd(); ++it)
        if (!english.contains(it.key()))
            problems.append(it.key() + QStringLiteral(": not core's, found in ") +
                            it->locations.join(QStringLiteral(", ")));
    for (auto it = committed.constBegin(); it != committed.constEnd(); ++it)
        if (!english.contains(it.key()))
            problems.append(it.key() +
                            QStringLiteral(": in the .ts, no longer core's (lupdate drops it)"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral(" | "))));
    QCOMPARE(updated.size(), english.size());
}
