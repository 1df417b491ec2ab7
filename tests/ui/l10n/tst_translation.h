#pragma once

#include <QObject>

class TestTranslation : public QObject
{
    Q_OBJECT
  public:
    explicit TestTranslation(bool translatorLoaded) : m_translatorLoaded(translatorLoaded) {}

  private Q_SLOTS:
    void translatorIsEmbeddedAndLoaded();
    void menusAreSpanish();
    void workspaceIsSpanish();
    void windowFitsALaptopInSpanish();
    void figuresSentenceAndDivisionAreSpanish();
    void markerAndReferenceAreSpanish();
    void reportIsSpanishOnA4();
    void everyMessageIsTranslated();
    void englishLocaleLoadsNoTranslation();

  private:
    bool m_translatorLoaded;
};
