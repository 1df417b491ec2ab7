#include "tst_hardware_export.h"

#include "core/analysis/hardware_compare_output.h"
#include "tests/support/ui_fixtures.h"
#include "ui/export/HardwareExport.h"
#include "ui/panels/HardwarePanel.h"
#include "ui/viewmodel/HardwareViewModel.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

void TestHardwareExport::writesTheChartsAndTheComparison()
{
    // twoRoundDataset()'s bert at 16 GPUs: v9.8 H100 25; v9.9 H100 22, MI300X 30.
    HardwareViewModel viewModel;
    viewModel.setDataset(std::make_shared<const Dataset>(test::twoRoundDataset()));
    viewModel.setGpus(16);
    HardwarePanel panel;
    panel.resize(1200, 900);
    panel.showResult(viewModel.shown());
    QVERIFY(panel.shown().ok());

    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("hardware.png"));
    RasterExportOptions options;
    options.size = QSize(1200, 800);
    QCOMPARE(exportHardwarePng(panel, png, options), QString());
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1200, 800));
    // Not blank: the H100 bars' blue (0, 114, 178) is drawn, and the MI300X bars' orange.
    const auto drawn = [&](const QColor& colour) {
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                if (image.pixelColor(x, y) == colour)
                    return true;
        return false;
    };
    QVERIFY(drawn(QColor(0, 114, 178)));
    QVERIFY(drawn(QColor(230, 159, 0)));

    const QString svg = dir.filePath(QStringLiteral("hardware.svg"));
    QCOMPARE(exportHardwareSvg(panel, svg), QString());
    const QByteArray svgText = readAll(svg);
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("width=\"1600\" height=\"1000\"") ||
            svgText.contains("viewBox=\"0 0 1600 1000\""));
    QVERIFY(svgText.contains("<title>scalescope: hardware at 16 GPUs</title>"));
    QVERIFY(svgText.contains("NVIDIA H100-SXM5-80GB"));

    // The CSV is core's, byte for byte, as `scalescope compare --csv` writes it.
    const QString csv = dir.filePath(QStringLiteral("hardware.csv"));
    QCOMPARE(exportHardwareCsv(panel, csv), QString());
    QCOMPARE(readAll(csv).toStdString(),
             analysis::comparisonToCsv(panel.comparison(), &panel.progress()));
    QVERIFY(readAll(csv).contains("22"));
}

void TestHardwareExport::refusesWhenNothingIsShown()
{
    // Nothing to show: an export says why instead of writing an empty file.
    HardwareViewModel viewModel;
    viewModel.setDataset(std::make_shared<const Dataset>());
    HardwarePanel panel;
    panel.showResult(viewModel.shown());
    QTemporaryDir dir;
    for (const auto& [name, error] :
         {std::pair{QStringLiteral("none.png"),
                    exportHardwarePng(panel, dir.filePath(QStringLiteral("none.png")))},
          std::pair{QStringLiteral("none.svg"),
                    exportHardwareSvg(panel, dir.filePath(QStringLiteral("none.svg")))},
          std::pair{QStringLiteral("none.csv"),
                    exportHardwareCsv(panel, dir.filePath(QStringLiteral("none.csv")))}}) {
        QCOMPARE(error, QStringLiteral(
                            "There is nothing to export: No scored benchmark in the rounds open."));
        QVERIFY(!QFile::exists(dir.filePath(name)));
    }
}
