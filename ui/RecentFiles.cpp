#include "ui/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace scalescope::ui {

namespace {
const auto kRecentKey = QStringLiteral("open/recent");
}

QStringList RecentFiles::entries() const
{
    QSettings settings;
    const QStringList stored = settings.value(kRecentKey).toStringList();
    QStringList existing;
    for (const auto& path : stored)
        if (QFileInfo::exists(path) && !existing.contains(path))
            existing.append(path);
    if (existing != stored)
        settings.setValue(kRecentKey, existing);
    return existing;
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = entries();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaximum)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
}

void RecentFiles::clear()
{
    QSettings().remove(kRecentKey);
}

} // namespace scalescope::ui
