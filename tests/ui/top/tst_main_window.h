#pragma once

#include <QObject>

class TestMainWindow : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void hasFileMenuWithShortcuts();
    void titleNamesTheShownDataset();
    void showsTheEmbeddedSample();
    void opensOnASoundStory();
    void opensFixtureRoundIntoTheTable();
    void cancelledLoadKeepsShownData();
    void failedLoadKeepsShownDataAndSaysWhy();
    void scalingTabComesFirstAndFollowsTheShownDataset();
    void helpMenuHasGuideShortcutsAndAbout();
    void themeChoiceIsAppliedAndRemembered();
    void exportDialogsSuggestANameForWhatIsShown();
};
