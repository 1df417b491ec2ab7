// MainWindow's Help menu (the README's guide shown in the app, keyboard shortcuts,
// About) and the View menu's theme choice. Kept apart from MainWindow.cpp, which builds
// the window and loads data.

#include "ui/MainWindow.h"
#include "ui/panels/ImportReportDock.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace scalescope::ui {

namespace {

const auto kThemeKey = QStringLiteral("view/theme");

// The menus' text without mnemonics: "Open &Folder…" -> "Open Folder…".
QString plainText(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text;
}

void collectShortcuts(const QMenu* menu, const QString& path, QList<QPair<QString, QString>>& rows)
{
    for (auto* action : menu->actions()) {
        if (action->menu()) {
            collectShortcuts(action->menu(),
                             path + plainText(action->menu()->title()) + QStringLiteral(" ▸ "),
                             rows);
            continue;
        }
        if (!action->shortcut().isEmpty())
            rows.append({path + plainText(action->text()),
                         action->shortcut().toString(QKeySequence::NativeText)});
    }
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(230, 230, 230);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(160, 160, 160));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::red);
    palette.setColor(QPalette::Link, QColor(86, 180, 233));
    palette.setColor(QPalette::Highlight, QColor(0, 114, 178));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Light, QColor(70, 70, 74));
    palette.setColor(QPalette::Midlight, QColor(60, 60, 64));
    palette.setColor(QPalette::Mid, QColor(40, 40, 42));
    palette.setColor(QPalette::Dark, QColor(20, 20, 22));
    palette.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, QColor(130, 130, 130));
    return palette;
}

} // namespace

void MainWindow::createViewAndHelpMenus()
{
    auto* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(m_importReportDock->toggleViewAction());
    auto* themeMenu = viewMenu->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(this);
    const std::pair<QString, QString> choices[] = {{QStringLiteral("system"), tr("&System")},
                                                   {QStringLiteral("light"), tr("&Light")},
                                                   {QStringLiteral("dark"), tr("&Dark")}};
    for (const auto& [key, text] : choices) {
        auto* action = themeMenu->addAction(text);
        action->setCheckable(true);
        action->setData(key);
        themes->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme = key] { setTheme(theme); });
    }
    m_themeActions = themes;

    auto* helpMenu = menuBar()->addMenu(tr("&Help"));
    auto* guide = helpMenu->addAction(tr("&Guide"), this, &MainWindow::showGuide);
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to use scalescope: the README, shown in the app"));
    helpMenu->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    helpMenu->addSeparator();
    auto* about = helpMenu->addAction(tr("&About scalescope"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);

    const QString stored = QSettings().value(kThemeKey, QStringLiteral("system")).toString();
    setTheme(stored == QLatin1String("light") || stored == QLatin1String("dark")
                 ? stored
                 : QStringLiteral("system"));
}

void MainWindow::setTheme(const QString& theme)
{
    // The palette the desktop gave the application, kept for "System".
    static const QPalette systemPalette = QApplication::palette();
    m_theme = theme;
    if (theme == QLatin1String("dark"))
        QApplication::setPalette(darkPalette());
    else if (theme == QLatin1String("light"))
        QApplication::setPalette(QApplication::style()->standardPalette());
    else
        QApplication::setPalette(systemPalette);
    for (auto* action : m_themeActions->actions())
        action->setChecked(action->data().toString() == theme);
    QSettings().setValue(kThemeKey, theme);
}

QString MainWindow::guideMarkdown()
{
    QFile file(QStringLiteral(":/guide/README.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QList<QPair<QString, QString>> MainWindow::shortcuts() const
{
    QList<QPair<QString, QString>> rows;
    for (auto* action : menuBar()->actions())
        if (action->menu())
            collectShortcuts(action->menu(),
                             plainText(action->menu()->title()) + QStringLiteral(" ▸ "), rows);
    rows.append(
        {tr("Break-even marker ▸ previous / next GPU count"), tr("Left / Right (slider focused)")});
    rows.append({tr("Break-even marker ▸ smallest / largest GPU count"),
                 tr("Home / End (slider focused)")});
    // Charts (ui/charts/ChartZoom): zoom and pan.
    rows.append({tr("Chart ▸ zoom to a box"), tr("Left drag on the plot")});
    rows.append(
        {tr("Chart ▸ zoom around the pointer"), tr("Wheel (over an axis: that axis only)")});
    rows.append({tr("Chart ▸ pan"), tr("Middle drag, or Shift + left drag")});
    rows.append({tr("Chart ▸ reset zoom"), tr("Esc (chart focused) or double-click on the plot")});
    return rows;
}

void MainWindow::showGuide()
{
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("scalescope Guide"));
    auto* browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("guideBrowser"));
    browser->setOpenExternalLinks(true);
    browser->setSearchPaths({QStringLiteral(":/guide")}); // the screenshots it shows
    browser->setMarkdown(guideMarkdown());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(900, 700);
    dialog->show();
}

void MainWindow::showShortcuts()
{
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    const auto rows = shortcuts();
    auto* table = new QTableWidget(static_cast<int>(rows.size()), 2, dialog);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int row = 0; row < rows.size(); ++row) {
        table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        table->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(620, 480);
    dialog->show();
}

QString MainWindow::aboutText()
{
    return tr("<h3>scalescope %1</h3>"
              "<p>Explore how AI training scales with GPU count, from the public MLCommons "
              "MLPerf Training results: scores computed as the official summarizer does, "
              "speedup, parallel efficiency and the break-even GPU count.</p>"
              "<p>The results are published by MLCommons under the Apache-2.0 licence "
              "(github.com/mlcommons/training_results_vX.Y). Figures marked <i>derived</i> are "
              "computed by scalescope and are not official MLPerf results.</p>"
              "<p>Built with Qt %2.</p>")
        .arg(QApplication::applicationVersion().isEmpty() ? QStringLiteral(SCALESCOPE_VERSION)
                                                          : QApplication::applicationVersion(),
             QString::fromLatin1(qVersion()));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About scalescope"), aboutText());
}

} // namespace scalescope::ui
