#pragma once
// The UI's translations: scalescope's own (translations/scalescope_<lang>.ts, built by
// lrelease and embedded as the resource :/i18n/scalescope_<lang>.qm) and Qt's own
// (qtbase_<lang>.qm from QLibraryInfo::TranslationsPath, for the standard dialogs and
// buttons, when the system has them: Debian's qt6-translations-l10n).

class QApplication;
class QLocale;

namespace scalescope::ui {

// Installs the translators for QLocale() (the system's, or what QLocale::setDefault
// chose) on app, before any window is created. English needs none; a language without
// a translation stays English. Returns whether scalescope's own translation was loaded.
bool installTranslators(QApplication& app);

// Where the embedded .qm files live (":/i18n").
inline constexpr const char* kTranslationsResourcePath = ":/i18n";

} // namespace scalescope::ui
