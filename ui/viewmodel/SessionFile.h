#pragma once
// A saved session (.scalescope-session): what was opened, the AnalysisChoices of the
// Scaling tab, the charts' zoom and the theme, as JSON with a format name and version:
//
//   {"format": "scalescope-session", "version": 1,
//    "opened": {"sample": false, "paths": ["/data/training_results_v4.1"]},
//    "rounds": [{"name": "training_results_v4.1", "hash": "xxh64:…", "logs": 1234}],
//    "view": {"benchmark": "bert", "groupBy": "family", "filter": {…}, "reference": {…},
//             "threshold": 0.5, "prices": {…}, "markerN": 256, "rowA": 0, "rowB": 3, …},
//    "zoom": {"speedup": [[min, max], …], "efficiency": [[min, max], …]},
//    "theme": "dark"}
//
// Reading is bounded (kMaxSessionBytes) and never trusts the file: a wrong format or
// version refuses it with a reason; a field of the wrong type, out of range or unknown is
// left at its default and reported, so that one odd field does not lose the whole view.

#include "core/dataset/dataset.h"
#include "ui/viewmodel/AnalysisChoices.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

namespace scalescope::ui {

inline constexpr int kSessionVersion = 1;
inline constexpr qint64 kMaxSessionBytes = qint64{4} * 1024 * 1024;
inline const QLatin1String kSessionSuffix(".scalescope-session");

struct SessionRound
{
    QString name; // Round::name
    QString hash; // roundFingerprint(round).hash
    qint64 logs = 0;

    bool operator==(const SessionRound&) const = default;
};

// Each chart's axes' shown ranges (axis values), in ChartZoom::shownRanges order.
using AxisRanges = std::vector<std::pair<double, double>>;

struct Session
{
    bool sample = false; // the built-in sample round, not paths
    QStringList paths;   // the folders and archives opened together, or one dataset file
    std::vector<SessionRound> rounds;
    AnalysisChoices choices;
    AxisRanges speedupZoom;
    AxisRanges efficiencyZoom;
    QString theme; // "system", "light", "dark"; empty: not saved

    bool operator==(const Session&) const = default;
};

struct SessionReading
{
    std::optional<Session> session; // none: refused (error says why)
    QString error;
    QStringList problems; // fields left at their defaults, each with its reason
};

// The rounds part of a session: name, fingerprint and log count of each round of dataset.
std::vector<SessionRound> sessionRounds(const Dataset& dataset);

QByteArray sessionJson(const Session& session);
SessionReading readSessionJson(const QByteArray& bytes);
// Reads at most kMaxSessionBytes of path; a larger file is refused.
SessionReading readSessionFile(const QString& path);

// What differs between the rounds a session was saved with and those opened now
// ("training_results_v4.1 changed since the session was saved: …", "… is not among the
// rounds opened"); empty when every round is there and the same.
QStringList roundDifferences(const std::vector<SessionRound>& saved, const Dataset& opened);

bool isSessionPath(const QString& path);

} // namespace scalescope::ui
