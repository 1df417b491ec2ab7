#pragma once
// The "Hardware at N GPUs" tab (issue 25): for one benchmark and one GPU count, each
// accelerator model's fastest entry per round as bars, with what software and hardware
// brought in a table, and the best time per GPU count across rounds as a log chart.
// Everything it shows comes from core/analysis/hardware_compare.h; it only draws it.

#include "core/analysis/hardware_compare.h"
#include "core/dataset/dataset.h"

#include <QSize>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPainter;
class QPushButton;
class QTableWidget;

namespace scalescope::ui {

class HardwarePanel : public QWidget
{
    Q_OBJECT
public:
    explicit HardwarePanel(QWidget* parent = nullptr);

    void setDataset(const Dataset& dataset);
    // The benchmark folder or model name and the count (none: the count with the most
    // models); false when the benchmark is not offered.
    bool showBenchmark(const QString& benchmark, std::optional<std::int64_t> gpus = std::nullopt);

    const analysis::HardwareComparison& comparison() const { return m_comparison; }
    const analysis::RoundProgress& progress() const { return m_progress; }
    QComboBox* benchmarkCombo() const { return m_benchmark; }
    QComboBox* gpusCombo() const { return m_gpus; }
    QTableWidget* table() const { return m_table; }
    QChart* barChart() const { return m_barChart; }
    QChart* progressChart() const { return m_progressChart; }
    QString message() const; // why nothing is shown, else empty

    // Both charts, one above the other, into `target` (PNG and SVG exports, as the
    // scaling charts are exported).
    void renderCharts(QPainter* painter, const QRectF& target) const;
    // Each writes atomically and returns an error sentence (empty on success).
    QString exportPng(const QString& path, QSize size = QSize(1600, 1000)) const;
    QString exportSvg(const QString& path, QSize size = QSize(1600, 1000)) const;
    QString exportCsv(const QString& path) const;

private:
    void refresh();
    void fillCounts();
    void drawBars();
    void drawProgress();
    void fillTable();
    void exportWithDialog(const QString& format);

    Dataset m_dataset;
    analysis::HardwareComparison m_comparison;
    analysis::RoundProgress m_progress;
    QComboBox* m_benchmark;
    QComboBox* m_gpus;
    QLabel* m_heading;
    QChart* m_barChart;
    QChart* m_progressChart;
    QChartView* m_barView;
    QChartView* m_progressView;
    QTableWidget* m_table;
    bool m_updating = false;
};

} // namespace scalescope::ui
