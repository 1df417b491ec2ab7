#pragma once
// The main window: menus, status bar and the panels (score table, import report).
// DatasetLoader produces the dataset off the GUI thread as one shared_ptr<const Dataset>;
// the window keeps it (for Save Dataset As and sessions) and hands the same pointer to the
// score table and to each tab's view-model: nothing copies it.

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"
#include "ui/viewmodel/SessionFile.h"

#include <QImage>
#include <QList>
#include <QMainWindow>
#include <QPair>
#include <QStringList>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QPrinter;
class QProgressDialog;
class QTabWidget;

namespace scalescope::ui {

class AnalysisWorkspace;
class DatasetLoader;
class ImportReportDock;
class MessageBanner;
class ScoreTablePanel;
class HardwarePanel;
class HardwareViewModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens what `scalescope PATH...` names: round folders and archives are imported
    // together; a single *.scalescope.json is read as a saved dataset.
    void openPaths(const QStringList& paths);
    // Shows the built-in sample round (what the window shows when nothing was opened).
    void showSample();
    // Imports again the folders and archives on screen (after the compliance rules
    // changed); false when what is shown is the sample or a saved dataset, which keep
    // their scores.
    bool reimportShown();

    // Replaces what is shown; `name` goes into the title bar.
    void showDataset(std::shared_ptr<const Dataset> dataset, const ImportReport& report,
                     const QString& name);

    // What the title bar names: "training_results_v4.1", "Sample: …", or empty.
    QString shownDatasetName() const { return m_shownName; }

    // The "Scaling" tab (charts, break-even, comparison); the score table is the "Scores" tab.
    AnalysisWorkspace* workspace() const { return m_workspace; }
    QTabWidget* tabs() const { return m_tabs; }
    // Whether the window took a geometry saved by an earlier run (false on a first start).
    bool geometryRestored() const { return m_geometryRestored; }
    ScoreTablePanel* scorePanel() const { return m_scorePanel; }
    // The "Hardware at N GPUs" tab: its view and its view-model (bound in
    // ui/workspace/HardwareBinding.h).
    HardwarePanel* hardwarePanel() const { return m_hardwarePanel; }
    HardwareViewModel* hardwareViewModel() const { return m_hardwareViewModel; }
    // Hands the compliance rules now in use (ui/rules) to the views that compute with them
    // as a value; RulesMenu calls it whenever it changes them.
    void passRulesInUse();
    // Brings the tab holding `page` (the workspace, scores or hardware panel) to the front.
    void showTab(QWidget* page);
    ImportReportDock* importReportDock() const { return m_importReportDock; }
    MessageBanner* messageBanner() const { return m_banner; }
    DatasetLoader* loader() const { return m_loader; }
    QLabel* summaryLabel() const { return m_summaryLabel; }

    // What Save Dataset As writes: the dataset on screen.
    const Dataset& shownDataset() const { return *m_shownDataset; }
    // The File-menu actions without their dialogs (error sentence, empty on success).
    QString saveDataset(const QString& path);

    // View ▸ Theme: "system", "light" or "dark"; applied to the whole application and
    // remembered for the next start.
    void setTheme(const QString& theme);
    QString theme() const { return m_theme; }
    // Help ▸ Guide shows the README (embedded as :/guide/README.md).
    static QString guideMarkdown();
    static QString aboutText();
    // Help ▸ Keyboard Shortcuts: every menu action with a shortcut ("File ▸ Quit", "Ctrl+Q").
    QList<QPair<QString, QString>> shortcuts() const;
    void showGuide();
    void showShortcuts();
    void showAbout();
    QString exportChart(const QString& path, const QString& format); // "png" or "svg"
    // The Hardware tab's export ("png", "svg" or "csv") without its dialog
    // (ui/export/HardwareExport.h); the error sentence, empty on success.
    QString exportHardware(const QString& path, const QString& format) const;
    // File ▸ Export Report as PDF… without its dialog (ui/export/ReportPdf.h): one page
    // per view of reportViews(), on the locale's paper; the error sentence, empty on success.
    QString exportReport(const QString& path) const;
    // File ▸ Print… once the print dialog is accepted: the report's pages on `printer`,
    // whatever paper it was given; the error sentence, empty on success.
    QString printReport(QPrinter& printer) const;
    // The views File ▸ Print… and the PDF report show, one page each: the Scaling tab.
    std::vector<const AnalysisWorkspace*> reportViews() const;
    // Where the save and export dialogs start: the last folder and a name for what is
    // shown ("bert_NVIDIA-H100-SXM5-80GB_v4.1.png"); suffix "png", "svg", "csv" or
    // "scalescope.json".
    QString suggestedPath(const QString& suffix) const;
    // What Ctrl+C on a chart copies: the speedup or efficiency chart as exported (its
    // on-screen size, twice the screen's pixels), a side chart as drawn; null otherwise.
    QImage chartClipboardImage(const QWidget* chart) const;

    // Sessions (MainWindowSession.cpp, format in ui/viewmodel/SessionFile.h). What is
    // shown as a session: the rounds opened, the Scaling tab's view, the theme.
    Session currentSession() const;
    QString saveSession(const QString& path) const; // error sentence, empty on success
    // Reads a session, opens its rounds and, once they are in, restores its view; which
    // round is missing or changed, and every field it could not use, goes to the message
    // banner. False when the file is refused (the banner says why).
    bool openSession(const QString& path);
    // The session written to the app data folder when the window closes.
    static QString lastSessionPath();
    // Opens the last session when it exists and its rounds do; false otherwise (the
    // caller shows the sample). runGui calls it on a start without paths.
    bool reopenLastSession();

  protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    void createMenus();
    void createViewAndHelpMenus();           // MainWindowHelp.cpp
    void addSessionActions(QMenu* fileMenu); // MainWindowSession.cpp
    void openSessionDialog();
    void saveSessionDialog();
    void restorePendingSession(); // applyLoaded: the loaded rounds are a session's
    QString dropPendingSession(); // " The session … was not restored.", or empty without one
    void setUpCopyAndMenus();     // MainWindowClipboard.cpp
    // MainWindowFileActions.cpp: Open Recent, Save Dataset As, Export; inserted before `before`.
    void addFileMenuActions(QMenu* fileMenu, QAction* before);
    void rebuildRecentMenu();
    void rememberOpened(const QStringList& paths);
    void saveDatasetDialog();
    void exportChartDialog(const QString& format);
    void exportTableDialog();
    void exportHardwareDialog(const QString& format);
    // MainWindowPrint.cpp: Export Report as PDF, Print, Print Preview; inserted before `before`.
    void addPrintActions(QMenu* fileMenu, QAction* before);
    void exportReportDialog();
    void printDialog();
    void printPreviewDialog();
    void openFolderDialog();
    void openArchiveDialog();
    void openDatasetDialog();
    void beginLoad(const QString& name, bool isSample = false);
    void applyLoaded(std::shared_ptr<const Dataset> dataset, const ImportReport& report);
    void reportFailure(const QString& reason);
    void reportCancelled();
    void updateProgress(int filesDone, int filesTotal);
    void hideProgress();
    void updateTitle();
    QString keepingText() const;

    DatasetLoader* m_loader;
    ScoreTablePanel* m_scorePanel;
    HardwareViewModel* m_hardwareViewModel;
    HardwarePanel* m_hardwarePanel;
    AnalysisWorkspace* m_workspace;
    QTabWidget* m_tabs;
    ImportReportDock* m_importReportDock;
    MessageBanner* m_banner;
    QLabel* m_summaryLabel;
    QProgressDialog* m_progressDialog = nullptr;
    QString m_shownName;   // the dataset on screen
    QString m_loadingName; // the dataset being loaded, shown once it arrives
    bool m_loadingSample = false;
    QStringList m_loadingPaths; // what the load in progress opens, for Open Recent
    QStringList
        m_shownPaths; // the folders and archives on screen, empty for the sample or a dataset file
    // The loader's dataset, shared with every view that shows it (no view copies it).
    std::shared_ptr<const Dataset> m_shownDataset = std::make_shared<const Dataset>();
    ImportReport m_shownImportReport; // saved with the dataset
    bool m_shownSample = false;
    QStringList
        m_shownSources; // what was opened (absolute), also a dataset file: a session's paths
    std::optional<Session> m_pendingSession; // restored when its rounds are loaded
    QString m_pendingSessionPath;
    QStringList m_pendingSessionNotes; // missing paths, unusable fields: said after restoring
    QMenu* m_recentMenu = nullptr;
    QActionGroup* m_themeActions = nullptr;
    QString m_theme;

    bool m_geometryRestored = false;
};

} // namespace scalescope::ui
