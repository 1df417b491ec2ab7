#include "ui/Translations.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace scalescope::ui {

bool installTranslators(QApplication& app)
{
    const QLocale locale;
    // Qt's own strings first (QDialogButtonBox, QFileDialog, context menus); installed
    // later, ours take precedence where both translate the same text.
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;

    auto* ownTranslator = new QTranslator(&app);
    if (ownTranslator->load(locale, QStringLiteral("scalescope"), QStringLiteral("_"),
                            QLatin1String(kTranslationsResourcePath))) {
        QApplication::installTranslator(ownTranslator);
        return true;
    }
    delete ownTranslator;
    return false;
}

} // namespace scalescope::ui
