// Writing a session (SessionFile.h) and comparing its rounds with those opened; reading
// it is SessionFileRead.cpp.
#include "ui/viewmodel/SessionFile.h"

#include "core/dataset/round_fingerprint.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace scalescope::ui {

namespace {

const auto kFormat = QStringLiteral("scalescope-session");

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

const char* fitName(std::optional<analysis::FitKind> kind)
{
    return kind ? analysis::toString(*kind) : "best";
}

QJsonArray rangesJson(const AxisRanges& ranges)
{
    QJsonArray array;
    for (const auto& [min, max] : ranges)
        array.append(QJsonArray{min, max});
    return array;
}

QJsonObject viewJson(const AnalysisChoices& choices)
{
    const analysis::SeriesOptions& options = choices.options;
    QJsonObject filter{{QStringLiteral("division"), qs(options.filter.division)},
                       {QStringLiteral("availability"), qs(options.filter.availability)},
                       {QStringLiteral("accelerator"), qs(options.filter.accelerator)},
                       {QStringLiteral("submitter"), qs(options.filter.submitter)}};
    if (options.filter.minN)
        filter[QStringLiteral("minN")] = static_cast<double>(*options.filter.minN);
    if (options.filter.maxN)
        filter[QStringLiteral("maxN")] = static_cast<double>(*options.filter.maxN);
    QJsonObject prices;
    for (const auto& [model, price] : options.prices)
        prices[qs(model)] = price;
    QJsonObject view{
        {QStringLiteral("round"), choices.round},
        {QStringLiteral("benchmark"), choices.benchmark},
        {QStringLiteral("group"), choices.group},
        {QStringLiteral("groupBy"), QLatin1String(analysis::toString(options.groupBy))},
        {QStringLiteral("filter"), filter},
        {QStringLiteral("allPoints"), options.allPoints},
        {QStringLiteral("raw"), options.raw},
        {QStringLiteral("reference"),
         QJsonObject{
             {QStringLiteral("systemId"), qs(options.reference.systemId)},
             {QStringLiteral("round"), qs(options.reference.round)},
             {QStringLiteral("rule"), QLatin1String(analysis::toString(options.reference.rule))}}},
        {QStringLiteral("threshold"), options.threshold},
        {QStringLiteral("marginal"), options.marginal},
        {QStringLiteral("prices"), prices},
        {QStringLiteral("valueOfTime"), options.valueOfTime},
        {QStringLiteral("keepDominated"), options.keepDominated},
        {QStringLiteral("freeT1"), options.freeT1},
        {QStringLiteral("fit"), QLatin1String(fitName(choices.fitKind))},
        {QStringLiteral("continuous"), choices.continuous},
        {QStringLiteral("markerN"), choices.markerN},
        {QStringLiteral("markerMoved"), choices.markerMoved},
        {QStringLiteral("rowA"), choices.rowA},
        {QStringLiteral("rowB"), choices.rowB}};
    // Written only when used: sessions without an overlay read as before it existed.
    if (!choices.overlay.isEmpty())
        view[QStringLiteral("overlay")] = QJsonArray::fromStringList(choices.overlay);
    if (!choices.seriesA.isEmpty())
        view[QStringLiteral("seriesA")] = choices.seriesA;
    if (!choices.seriesB.isEmpty())
        view[QStringLiteral("seriesB")] = choices.seriesB;
    if (options.price)
        view[QStringLiteral("price")] = *options.price;
    return view;
}

// Reads fields of one object into values, reporting every field it cannot use.
} // namespace

std::vector<SessionRound> sessionRounds(const Dataset& dataset)
{
    std::vector<SessionRound> rounds;
    for (const auto& round : dataset.rounds) {
        const RoundFingerprint fingerprint = roundFingerprint(round);
        rounds.push_back(
            {qs(round.name), qs(fingerprint.hash), static_cast<qint64>(fingerprint.logs)});
    }
    return rounds;
}

QByteArray sessionJson(const Session& session)
{
    QJsonArray rounds;
    for (const auto& round : session.rounds)
        rounds.append(QJsonObject{{QStringLiteral("name"), round.name},
                                  {QStringLiteral("hash"), round.hash},
                                  {QStringLiteral("logs"), static_cast<double>(round.logs)}});
    QJsonObject root{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kSessionVersion},
        {QStringLiteral("opened"),
         QJsonObject{{QStringLiteral("sample"), session.sample},
                     {QStringLiteral("paths"), QJsonArray::fromStringList(session.paths)}}},
        {QStringLiteral("rounds"), rounds},
        {QStringLiteral("view"), viewJson(session.choices)},
        {QStringLiteral("zoom"),
         QJsonObject{{QStringLiteral("speedup"), rangesJson(session.speedupZoom)},
                     {QStringLiteral("efficiency"), rangesJson(session.efficiencyZoom)}}}};
    if (!session.theme.isEmpty())
        root[QStringLiteral("theme")] = session.theme;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QStringList roundDifferences(const std::vector<SessionRound>& saved, const Dataset& opened)
{
    QStringList differences;
    const std::vector<SessionRound> now = sessionRounds(opened);
    for (const SessionRound& round : saved) {
        const auto found =
            std::find_if(now.begin(), now.end(), [&round](const SessionRound& candidate) {
                return candidate.name == round.name;
            });
        if (found == now.end())
            differences.append(QCoreApplication::translate(
                                   "SessionFile", "round %1 is not among the rounds opened")
                                   .arg(round.name));
        else if (found->hash != round.hash)
            differences.append(
                QCoreApplication::translate(
                    "SessionFile",
                    "round %1 changed since the session was saved: its result logs hash to %2 "
                    "(%3 logs), the session's to %4 (%5 logs)")
                    .arg(round.name, found->hash)
                    .arg(found->logs)
                    .arg(round.hash)
                    .arg(round.logs));
    }
    return differences;
}

bool isSessionPath(const QString& path)
{
    return path.endsWith(kSessionSuffix, Qt::CaseInsensitive);
}

} // namespace scalescope::ui