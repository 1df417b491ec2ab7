// The README's screenshots, on the real MLPerf Training v4.1 round (the embedded
// sample): the main window at 1600x1000 with bert on NVIDIA H100-SXM5-80GB, and the
// efficiency chart with an A/B comparison. Run on demand, not by ctest:
//   cmake --build --preset release --target screenshots
// writes docs/screenshots/*.png (commit them when the UI changes).
//   ui_screenshots OUTPUT_DIR [ROUND...]
// With rounds, only the Hardware at N GPUs tab on them (hardware-at-8-gpus.png, and
// hardware-laptop-1366x768.png at a laptop's size).

#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/HardwarePanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/HardwareViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QGroupBox>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QStandardPaths>
#include <QTimer>
#include <cstdio>

using namespace scalescope::ui;

namespace {

const auto kBenchmark = QStringLiteral("bert");
const auto kAccelerator = QStringLiteral("NVIDIA H100-SXM5-80GB");

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QEventLoop loop;
        QTimer::singleShot(50, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

// PNG at most maxWidth wide, 8-bit palette when that keeps it readable: small files.
bool savePng(const QImage& image, int maxWidth, const QString& path)
{
    QImage out =
        image.width() > maxWidth ? image.scaledToWidth(maxWidth, Qt::SmoothTransformation) : image;
    out = out.convertToFormat(QImage::Format_RGB32);
    if (!out.save(path, "PNG", 9)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s: %dx%d\n", qPrintable(path), out.width(), out.height());
    return true;
}

bool fail(const char* what)
{
    std::fprintf(stderr, "ui_screenshots: %s\n", what);
    return false;
}

bool run(const QString& outputDir)
{
    MainWindow window;
    bool loaded = false;
    QObject::connect(window.loader(), &DatasetLoader::loaded, &window, [&] { loaded = true; });
    window.showSample();
    window.resize(1600, 1000);
    window.show();
    QEventLoop wait;
    QTimer::singleShot(60000, &wait, &QEventLoop::quit);
    QObject::connect(window.loader(), &DatasetLoader::loaded, &wait, &QEventLoop::quit,
                     Qt::QueuedConnection);
    if (!loaded)
        wait.exec();
    if (!loaded)
        return fail("the sample did not load");
    auto* workspace = window.workspace();
    if (!workspace->selectBenchmark(kBenchmark))
        return fail("no bert in the sample");
    if (!workspace->selectAccelerator(kAccelerator))
        return fail("no NVIDIA H100-SXM5-80GB bert series");
    auto* controller = workspace->viewModel();
    workspace->setMarkerN(controller->detectedBreakEvenN());
    // A and B: the smallest and the largest N of the series' frontier.
    const auto& ns = controller->measuredNs();
    if (ns.size() < 2)
        return fail("the series has fewer than two GPU counts");
    settle();
    if (!savePng(window.grab().toImage(), 1600,
                 QDir(outputDir).filePath(QStringLiteral("main-window.png"))))
        return false;

    // The efficiency chart beside the A/B comparison of a small and a large configuration.
    const int rows = controller->model()->rowCount();
    controller->setRowA(0);
    controller->setRowB(rows - 1);
    settle();
    const QImage chart = workspace->efficiencyChart()->grab().toImage();
    auto* box = qobject_cast<QWidget*>(workspace->comparisonPanel()->parentWidget());
    const QImage comparison = (box ? box : workspace->comparisonPanel())->grab().toImage();
    QImage both(chart.width() + comparison.width() + 8,
                std::max(chart.height(), comparison.height()), QImage::Format_RGB32);
    both.fill(window.palette().color(QPalette::Window));
    {
        QPainter painter(&both);
        painter.drawImage(0, 0, chart);
        painter.drawImage(chart.width() + 8, 0, comparison);
    }
    return savePng(both, 1400,
                   QDir(outputDir).filePath(QStringLiteral("efficiency-comparison.png")));
}

// The Hardware at N GPUs tab on rounds given after the output folder (README "Comparing
// rounds": v3.1 and v4.1, bert at 8 GPUs).
bool runHardware(const QString& outputDir, const QStringList& rounds)
{
    MainWindow window;
    bool loaded = false;
    QObject::connect(window.loader(), &DatasetLoader::loaded, &window, [&] { loaded = true; });
    window.resize(1600, 1000);
    window.show();
    window.openPaths(rounds);
    QEventLoop wait;
    QTimer::singleShot(300000, &wait, &QEventLoop::quit);
    QObject::connect(window.loader(), &DatasetLoader::loaded, &wait, &QEventLoop::quit,
                     Qt::QueuedConnection);
    if (!loaded)
        wait.exec();
    if (!loaded)
        return fail("the rounds did not load");
    // As a person chooses them: the benchmark, then the count (on a worker for large rounds).
    auto* viewModel = window.hardwareViewModel();
    if (!viewModel->setBenchmark(QStringLiteral("BERT-Large")))
        return fail("no bert in these rounds");
    viewModel->setGpus(8);
    for (int waited = 0; viewModel->computing() && waited < 600; ++waited)
        settle();
    if (!viewModel->shown().ok())
        return fail("no bert at 8 GPUs in these rounds");
    window.showTab(window.hardwarePanel());
    settle();
    if (!savePng(window.grab().toImage(), 1600,
                 QDir(outputDir).filePath(QStringLiteral("hardware-at-8-gpus.png"))))
        return false;
    // The same tab on a laptop screen: every chart, the table and the controls in view.
    window.resize(1366, 768);
    settle();
    return savePng(window.grab().toImage(), 1366,
                   QDir(outputDir).filePath(QStringLiteral("hardware-laptop-1366x768.png")));
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    QStandardPaths::setTestModeEnabled(true); // no saved geometry or choices
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QStringLiteral("ui_screenshots"));
    const QString outputDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QDir().mkpath(outputDir);
    QStringList rounds;
    for (int i = 2; i < argc; ++i)
        rounds.append(QString::fromLocal8Bit(argv[i]));
    if (!rounds.isEmpty())
        return runHardware(outputDir, rounds) ? 0 : 1;
    return run(outputDir) ? 0 : 1;
}
