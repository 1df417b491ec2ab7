#include "ui/DownloadRoundAction.h"

#include "ui/MainWindow.h"
#include "ui/download/DownloadRoundDialog.h"

#include <QAction>

namespace scalescope::ui {

QAction* createDownloadRoundAction(MainWindow* window)
{
    auto* action = new QAction(DownloadRoundDialog::tr("Download &Round…"), window);
    action->setStatusTip(DownloadRoundDialog::tr(
        "Download a public MLPerf Training round from MLCommons into the cache and open it"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto* dialog = new DownloadRoundDialog(RoundCatalog(RoundCatalog::defaultCacheDirectory(),
                                                            RoundCatalog::baseUrlFromEnvironment()),
                                               window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(
            dialog, &DownloadRoundDialog::roundReady, window,
            [window](const QString& archivePath) { window->openPaths({archivePath}); });
        dialog->open();
    });
    return action;
}

} // namespace scalescope::ui
