// Times the PNG export of the Scaling charts (1600x1000 pixels, scale 1, both charts
// stacked with their legends below) on the embedded v4.1 sample, split into drawing, PNG
// encoding and the atomic write; and the SVG export (two passes, clip paths).
//
//   export_bench [repetitions]

#include "bench/bench_timing.h"
#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "ui/export/ChartExport.h"
#include "ui/export/PngEncoder.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QApplication>
#include <QBuffer>
#include <QImageWriter>
#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using scalescope::bench::Clock;
using scalescope::bench::median;
using scalescope::bench::millisecondsSince;

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    if (!text) {
        std::fprintf(stderr, "no embedded sample\n");
        return 1;
    }
    scalescope::ui::AnalysisWorkspace workspace;
    workspace.resize(1600, 1000);
    workspace.setDataset(
        std::make_shared<const scalescope::Dataset>(scalescope::loadDataset(*text).dataset),
        QStringLiteral("Sample: training_results_v4.1"));
    workspace.selectBenchmark(QStringLiteral("bert"));
    workspace.selectAccelerator(QStringLiteral("NVIDIA H100-SXM5-80GB"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.png"));
    std::vector<double> draw;
    std::vector<double> encode;
    std::vector<double> total;
    qsizetype size = 0;
    for (int i = 0; i < repetitions; ++i) {
        auto start = Clock::now();
        const QImage image =
            scalescope::ui::renderChartsImage(workspace, scalescope::ui::ChartSelection::Both);
        draw.push_back(millisecondsSince(start));
        start = Clock::now();
        const auto png = scalescope::ui::encodePng(image);
        encode.push_back(millisecondsSince(start));
        size = png.bytes.size();
        start = Clock::now();
        const QString error =
            scalescope::ui::exportChartsPng(workspace, scalescope::ui::ChartSelection::Both, path);
        total.push_back(millisecondsSince(start));
        if (!error.isEmpty()) {
            std::fprintf(stderr, "export failed: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::printf("PNG export, both charts stacked, 1600x1000 px (scale 1), %d repetitions\n",
                repetitions);
    std::printf("  draw:           median %.1f ms\n", median(draw));
    std::printf("  PNG encode:     median %.1f ms (libpng, Sub filter, level 3: %lld bytes)\n",
                median(encode), static_cast<long long>(size));
    std::printf("  whole export:   median %.1f ms (draw + encode + atomic write)\n", median(total));
    std::printf("  target:         <= 150 ms\n");
    std::vector<double> svg;
    for (int i = 0; i < repetitions; ++i) {
        const auto start = Clock::now();
        const QString error =
            scalescope::ui::exportChartsSvg(workspace, scalescope::ui::ChartSelection::Both,
                                            dir.filePath(QStringLiteral("bench.svg")));
        svg.push_back(millisecondsSince(start));
        if (!error.isEmpty()) {
            std::fprintf(stderr, "SVG export failed: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::printf("  SVG export:     median %.1f ms (frame + one clipped data pass per chart)\n",
                median(svg));

    // For comparison: Qt's own PNG writer on the same chart, by pixel format and quality.
    const QImage image =
        scalescope::ui::renderChartsImage(workspace, scalescope::ui::ChartSelection::Both);
    for (const auto format :
         {QImage::Format_ARGB32_Premultiplied, QImage::Format_RGB32, QImage::Format_RGB888}) {
        const QImage converted = image.convertToFormat(format);
        for (const int quality : {-1, 50, 80, 90}) {
            const auto start = Clock::now();
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            QImageWriter writer(&buffer, "png");
            writer.setQuality(quality);
            writer.write(converted);
            std::printf("  encode format %2d quality %3d: %6.1f ms, %8lld bytes\n",
                        static_cast<int>(format), quality, millisecondsSince(start),
                        static_cast<long long>(bytes.size()));
        }
    }
    return 0;
}
