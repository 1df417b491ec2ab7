#pragma once

#include <QObject>

// In Spanish, what core words (the caveat, the verdict's details, fit warnings, the energy
// line) is Spanish in the window and in exports, every message core declares has a
// Spanish translation, and Qt's own buttons are Spanish when Qt's translations are there.
class TestCoreMessagesSpanish : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void everyCoreMessageHasSpanish();
    void numbersTakeTheDecimalComma();
    void sampleTextsAreSpanish();
    void importReportIsSpanish();
    void qtDialogButtonsAreSpanish();
};
