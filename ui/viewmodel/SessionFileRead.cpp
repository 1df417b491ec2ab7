// Reading a saved session (SessionFile.h): bounded, every unusable field reported.
#include "ui/viewmodel/SessionFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::ui {

namespace {

const auto kFormat = QStringLiteral("scalescope-session");

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

class FieldReader
{
  public:
    FieldReader(QJsonObject object, QString where, QStringList& problems)
        : m_object(std::move(object)), m_where(std::move(where)), m_problems(problems)
    {
    }
    ~FieldReader()
    {
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it)
            if (!m_known.contains(it.key()))
                report(it.key(),
                       QCoreApplication::translate("SessionFile", "unknown field, ignored"));
    }
    FieldReader(const FieldReader&) = delete;
    FieldReader& operator=(const FieldReader&) = delete;

    void report(const QString& key, const QString& reason)
    {
        m_problems.append(
            QCoreApplication::translate("SessionFile", "\"%1\": %2").arg(m_where + key, reason));
    }
    // The value of key, if present; marks it known.
    std::optional<QJsonValue> take(const QString& key)
    {
        m_known.append(key);
        if (!m_object.contains(key))
            return std::nullopt;
        return m_object.value(key);
    }
    void text(const QString& key, QString& into)
    {
        if (const auto value = take(key)) {
            if (value->isString())
                into = value->toString();
            else
                report(key, QCoreApplication::translate("SessionFile", "expected text"));
        }
    }
    void text(const QString& key, std::string& into)
    {
        QString value = qs(into);
        text(key, value);
        into = value.toStdString();
    }
    void flag(const QString& key, bool& into)
    {
        if (const auto value = take(key)) {
            if (value->isBool())
                into = value->toBool();
            else
                report(key, QCoreApplication::translate("SessionFile", "expected true or false"));
        }
    }
    // A finite number within [min, max].
    std::optional<double> number(const QString& key, double min, double max)
    {
        const auto value = take(key);
        if (!value)
            return std::nullopt;
        if (!value->isDouble()) {
            report(key, QCoreApplication::translate("SessionFile", "expected a number"));
            return std::nullopt;
        }
        const double number = value->toDouble();
        if (!std::isfinite(number) || number < min || number > max) {
            report(key, QCoreApplication::translate("SessionFile", "%1 is outside %2 to %3")
                            .arg(number)
                            .arg(min)
                            .arg(max));
            return std::nullopt;
        }
        return number;
    }
    // A finite number above min and below max (the thresholds: docs/analysis.md §4).
    void numberStrictlyBetween(const QString& key, double& into, double min, double max)
    {
        const auto value = take(key);
        if (!value)
            return;
        if (!value->isDouble()) {
            report(key, QCoreApplication::translate("SessionFile", "expected a number"));
            return;
        }
        const double number = value->toDouble();
        if (!std::isfinite(number) || !(number > min) || !(number < max)) {
            report(key, QCoreApplication::translate(
                            "SessionFile", "%1 is not above %2 and below %3: the default is used")
                            .arg(number)
                            .arg(min)
                            .arg(max));
            return;
        }
        into = number;
    }
    void number(const QString& key, double& into, double min, double max)
    {
        if (const auto value = number(key, min, max))
            into = *value;
    }
    // A whole number within [min, max] (checked before any conversion to an integer).
    std::optional<qint64> whole(const QString& key, double min, double max)
    {
        const auto value = number(key, min, max);
        if (value && std::floor(*value) != *value) {
            report(key, QCoreApplication::translate("SessionFile", "expected a whole number"));
            return std::nullopt;
        }
        return value ? std::optional<qint64>(static_cast<qint64>(*value)) : std::nullopt;
    }
    std::optional<QJsonObject> object(const QString& key)
    {
        const auto value = take(key);
        if (!value)
            return std::nullopt;
        if (!value->isObject()) {
            report(key, QCoreApplication::translate("SessionFile", "expected an object"));
            return std::nullopt;
        }
        return value->toObject();
    }
    std::optional<QJsonArray> array(const QString& key)
    {
        const auto value = take(key);
        if (!value)
            return std::nullopt;
        if (!value->isArray()) {
            report(key, QCoreApplication::translate("SessionFile", "expected a list"));
            return std::nullopt;
        }
        return value->toArray();
    }
    const QString& where() const { return m_where; }

  private:
    QJsonObject m_object;
    QString m_where; // "view.filter." before each key
    QStringList& m_problems;
    QStringList m_known;
};

constexpr double kLargest = 1e15; // whole numbers stay exact in a double below 2^53

void readFilter(const QJsonObject& object, analysis::SeriesFilter& filter, QStringList& problems)
{
    FieldReader reader(object, QStringLiteral("view.filter."), problems);
    reader.text(QStringLiteral("division"), filter.division);
    reader.text(QStringLiteral("availability"), filter.availability);
    reader.text(QStringLiteral("accelerator"), filter.accelerator);
    reader.text(QStringLiteral("submitter"), filter.submitter);
    if (const auto minN = reader.whole(QStringLiteral("minN"), 1, kLargest))
        filter.minN = *minN;
    if (const auto maxN = reader.whole(QStringLiteral("maxN"), 1, kLargest))
        filter.maxN = *maxN;
}

void readReference(const QJsonObject& object, analysis::ReferenceChoice& reference,
                   QStringList& problems)
{
    FieldReader reader(object, QStringLiteral("view.reference."), problems);
    reader.text(QStringLiteral("systemId"), reference.systemId);
    reader.text(QStringLiteral("round"), reference.round);
    std::string rule;
    reader.text(QStringLiteral("rule"), rule);
    if (!rule.empty()) {
        if (const auto parsed = analysis::referenceRuleFromString(rule))
            reference.rule = *parsed;
        else
            reader.report(
                QStringLiteral("rule"),
                QCoreApplication::translate("SessionFile", "unknown rule '%1'").arg(qs(rule)));
    }
}

void readEnums(FieldReader& reader, AnalysisChoices& choices)
{
    std::string groupBy;
    reader.text(QStringLiteral("groupBy"), groupBy);
    if (!groupBy.empty()) {
        if (const auto parsed = analysis::groupByFromString(groupBy))
            choices.options.groupBy = *parsed;
        else
            reader.report(QStringLiteral("groupBy"),
                          QCoreApplication::translate("SessionFile", "unknown grouping '%1'")
                              .arg(qs(groupBy)));
    }
    std::string fit;
    reader.text(QStringLiteral("fit"), fit);
    if (fit.empty() || fit == "best")
        return;
    for (const auto kind :
         {analysis::FitKind::Amdahl, analysis::FitKind::Usl, analysis::FitKind::PowerLaw})
        if (fit == analysis::toString(kind)) {
            choices.fitKind = kind;
            return;
        }
    reader.report(QStringLiteral("fit"),
                  QCoreApplication::translate("SessionFile", "unknown model '%1'").arg(qs(fit)));
}

AnalysisChoices readView(const QJsonObject& object, QStringList& problems)
{
    AnalysisChoices choices;
    analysis::SeriesOptions& options = choices.options;
    FieldReader reader(object, QStringLiteral("view."), problems);
    reader.text(QStringLiteral("round"), choices.round);
    reader.text(QStringLiteral("benchmark"), choices.benchmark);
    reader.text(QStringLiteral("group"), choices.group);
    readEnums(reader, choices);
    if (const auto filter = reader.object(QStringLiteral("filter")))
        readFilter(*filter, options.filter, problems);
    reader.flag(QStringLiteral("allPoints"), options.allPoints);
    reader.flag(QStringLiteral("raw"), options.raw);
    if (const auto reference = reader.object(QStringLiteral("reference")))
        readReference(*reference, options.reference, problems);
    reader.numberStrictlyBetween(QStringLiteral("threshold"), options.threshold, 0, 1);
    reader.numberStrictlyBetween(QStringLiteral("marginal"), options.marginal, 0, 1);
    if (const auto price = reader.number(QStringLiteral("price"), 0, kLargest))
        options.price = *price;
    if (const auto prices = reader.object(QStringLiteral("prices"))) {
        FieldReader priceReader(*prices, QStringLiteral("view.prices."), problems);
        for (const QString& model : prices->keys())
            if (const auto price = priceReader.number(model, 0, kLargest))
                options.prices[model.toStdString()] = *price;
    }
    reader.number(QStringLiteral("valueOfTime"), options.valueOfTime, 0, kLargest);
    reader.flag(QStringLiteral("keepDominated"), options.keepDominated);
    reader.flag(QStringLiteral("freeT1"), options.freeT1);
    reader.flag(QStringLiteral("continuous"), choices.continuous);
    reader.number(QStringLiteral("markerN"), choices.markerN, 0, kLargest);
    reader.flag(QStringLiteral("markerMoved"), choices.markerMoved);
    if (const auto row = reader.whole(QStringLiteral("rowA"), -1, kLargest))
        choices.rowA = static_cast<int>(std::min<qint64>(*row, std::numeric_limits<int>::max()));
    if (const auto row = reader.whole(QStringLiteral("rowB"), -1, kLargest))
        choices.rowB = static_cast<int>(std::min<qint64>(*row, std::numeric_limits<int>::max()));
    if (const auto overlay = reader.array(QStringLiteral("overlay"))) {
        for (const auto& label : *overlay) {
            if (!label.isString()) {
                reader.report(
                    QStringLiteral("overlay"),
                    QCoreApplication::translate("SessionFile", "expected a list of series names"));
                choices.overlay.clear();
                break;
            }
            choices.overlay.append(label.toString());
        }
    }
    reader.text(QStringLiteral("seriesA"), choices.seriesA);
    reader.text(QStringLiteral("seriesB"), choices.seriesB);
    return choices;
}

AxisRanges readRanges(FieldReader& reader, const QString& key)
{
    AxisRanges ranges;
    const auto array = reader.array(key);
    if (!array)
        return ranges;
    for (const auto& value : *array) {
        const QJsonArray pair = value.toArray();
        const double min = pair.size() == 2 ? pair[0].toDouble(std::nan("")) : std::nan("");
        const double max = pair.size() == 2 ? pair[1].toDouble(std::nan("")) : std::nan("");
        if (!std::isfinite(min) || !std::isfinite(max) || !(min < max)) {
            reader.report(
                key, QCoreApplication::translate(
                         "SessionFile", "expected [min, max] pairs of numbers, min below max"));
            return {};
        }
        ranges.emplace_back(min, max);
    }
    return ranges;
}

void readRounds(const QJsonArray& array, Session& session, QStringList& problems)
{
    for (int i = 0; i < array.size(); ++i) {
        if (!array[i].isObject()) {
            problems.append(
                QCoreApplication::translate("SessionFile", "\"%1\": %2")
                    .arg(QStringLiteral("rounds[%1]").arg(i),
                         QCoreApplication::translate("SessionFile", "expected an object")));
            continue;
        }
        FieldReader reader(array[i].toObject(), QStringLiteral("rounds[%1].").arg(i), problems);
        SessionRound round;
        reader.text(QStringLiteral("name"), round.name);
        reader.text(QStringLiteral("hash"), round.hash);
        if (const auto logs = reader.whole(QStringLiteral("logs"), 0, kLargest))
            round.logs = *logs;
        if (round.name.isEmpty())
            reader.report(
                QStringLiteral("name"),
                QCoreApplication::translate("SessionFile", "a round needs its name; not checked"));
        else
            session.rounds.push_back(round);
    }
}

void readOpened(const QJsonObject& object, Session& session, QStringList& problems)
{
    FieldReader reader(object, QStringLiteral("opened."), problems);
    reader.flag(QStringLiteral("sample"), session.sample);
    if (const auto paths = reader.array(QStringLiteral("paths"))) {
        for (const auto& path : *paths) {
            if (path.isString() && !path.toString().isEmpty())
                session.paths.append(path.toString());
            else
                reader.report(QStringLiteral("paths"),
                              QCoreApplication::translate(
                                  "SessionFile", "expected a list of paths; an entry is not one"));
        }
    }
}

} // namespace

SessionReading readSessionJson(const QByteArray& bytes)
{
    SessionReading reading;
    if (bytes.size() > kMaxSessionBytes) {
        reading.error = QCoreApplication::translate(
                            "SessionFile", "it is larger than %1 bytes, more than any session")
                            .arg(kMaxSessionBytes);
        return reading;
    }
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        reading.error =
            QCoreApplication::translate(
                "SessionFile", "it is not valid JSON (%1 at byte %2); the file may be truncated")
                .arg(parseError.errorString())
                .arg(parseError.offset);
        return reading;
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QStringLiteral("format")).toString() != kFormat) {
        reading.error = QCoreApplication::translate(
            "SessionFile",
            "it is not a scalescope session (no \"format\": \"scalescope-session\")");
        return reading;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
        version.toDouble() < 1) {
        reading.error = QCoreApplication::translate(
            "SessionFile", "its \"version\" is not a format version (a whole number from 1)");
        return reading;
    }
    if (version.toDouble() > kSessionVersion) {
        reading.error =
            QCoreApplication::translate(
                "SessionFile",
                "it was written in session format %1, newer than this scalescope reads (up to %2): "
                "open it with a newer scalescope")
                .arg(version.toDouble())
                .arg(kSessionVersion);
        return reading;
    }
    // Version 1 is the first format: an older one does not exist. A version 2 reader keeps
    // reading version 1 here, or refuses it with its reason.
    Session session;
    {
        // Unknown fields are reported when the reader goes, before reading is returned.
        FieldReader reader(root, QString(), reading.problems);
        reader.take(QStringLiteral("format"));
        reader.take(QStringLiteral("version"));
        if (const auto opened = reader.object(QStringLiteral("opened")))
            readOpened(*opened, session, reading.problems);
        if (const auto rounds = reader.array(QStringLiteral("rounds")))
            readRounds(*rounds, session, reading.problems);
        if (const auto view = reader.object(QStringLiteral("view")))
            session.choices = readView(*view, reading.problems);
        if (const auto zoom = reader.object(QStringLiteral("zoom"))) {
            FieldReader zoomReader(*zoom, QStringLiteral("zoom."), reading.problems);
            session.speedupZoom = readRanges(zoomReader, QStringLiteral("speedup"));
            session.efficiencyZoom = readRanges(zoomReader, QStringLiteral("efficiency"));
        }
        QString theme;
        reader.text(QStringLiteral("theme"), theme);
        if (theme.isEmpty() || theme == QLatin1String("system") ||
            theme == QLatin1String("light") || theme == QLatin1String("dark"))
            session.theme = theme;
        else
            reader.report(
                QStringLiteral("theme"),
                QCoreApplication::translate("SessionFile", "unknown theme '%1'").arg(theme));
    }
    reading.session = std::move(session);
    return reading;
}

SessionReading readSessionFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        SessionReading reading;
        reading.error = QCoreApplication::translate("SessionFile", "it cannot be read: %1")
                            .arg(file.errorString());
        return reading;
    }
    // One byte past the limit tells a file at the limit from a larger one, unread.
    return readSessionJson(file.read(kMaxSessionBytes + 1));
}

} // namespace scalescope::ui
