#pragma once
// Archives served by the test server, made at test time from the fixture round
// (tests/data/rounds/acme_round, staged as fixture_rounds/acme/training_results_v4.1).

#include <QByteArray>
#include <QString>

namespace scalescope::tests {

// The fixture round as GitHub serves a round: a zip whose entries are under
// training_results_v4.1-main/. Stored, not deflated, so that it is big enough (~190
// KiB) to arrive in several pieces. `workDir` holds the file while it is written.
QByteArray makeRoundZip(const QString& workDir);

// Writes `bytes` to `path`; false on failure.
bool writeBytes(const QString& path, const QByteArray& bytes);

// The bytes of `path`, empty if it cannot be read.
QByteArray readBytes(const QString& path);

} // namespace scalescope::tests
