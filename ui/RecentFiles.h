#pragma once
// File ▸ Open Recent: the last paths opened successfully, newest first, kept in
// QSettings. Entries that no longer exist are dropped whenever the list is read.

#include <QString>
#include <QStringList>

namespace scalescope::ui {

class RecentFiles
{
  public:
    static constexpr int kMaximum = 10;

    // The existing entries, newest first (missing ones are pruned and forgotten).
    QStringList entries() const;
    // Moves `path` to the front (absolute form), dropping the oldest past kMaximum.
    void add(const QString& path);
    void clear();
};

} // namespace scalescope::ui
