#pragma once

#include <QObject>

// The UI's table of core's messages, generated at build time from core's catalog
// (tools/generate_core_messages): every id once with core's English, and lupdate, run as
// update_translations runs it, finds each English once, in that table, with its Spanish.
class TestCoreMessagesTable : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void tableHasEveryCatalogIdOnce();
    void lupdateSeesEachEnglishOnce();
};
