#pragma once
// The "Hardware at N GPUs" tab's view (issue 25): for one benchmark and one GPU count,
// each accelerator model's fastest entry per round as bars, with what software and
// hardware brought in a table, and the best time per GPU count across rounds as a log
// chart. It draws the HardwareShown it is given (ui/viewmodel/HardwareViewModel computes
// it) and turns the person's choices into intents; it asks core for nothing.

#include "ui/models/HardwareShown.h"

#include <QWidget>
#include <cstdint>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPainter;
class QTableView;

namespace scalescope::ui {

class HardwareTableModel;

class HardwarePanel : public QWidget
{
    Q_OBJECT
  public:
    explicit HardwarePanel(QWidget* parent = nullptr);

    // The benchmark list and the one chosen (left as it is when it is not offered).
    // Emits no intent.
    void showBenchmarks(const std::vector<BenchmarkOffer>& offers, const QString& chosen);
    // The heading, GPU counts, both charts and the table for shown. Emits no intent.
    void showResult(const HardwareShown& shown);

    // What is drawn now: the exports write it.
    const HardwareShown& shown() const { return m_shown; }
    const analysis::HardwareComparison& comparison() const { return m_shown.comparison; }
    const analysis::RoundProgress& progress() const { return m_shown.progress; }
    QString message() const; // why nothing is shown, else empty
    QComboBox* benchmarkCombo() const { return m_benchmark; }
    QComboBox* gpusCombo() const { return m_gpus; }
    QLabel* heading() const { return m_heading; }
    QTableView* table() const { return m_table; }
    HardwareTableModel* model() const { return m_model; }
    QChart* barChart() const { return m_barChart; }
    QChart* progressChart() const { return m_progressChart; }

    // Both charts, one above the other, into target (PNG and SVG exports, as the
    // scaling charts are exported): the upper 60% for the bars, the rest for the progress.
    void renderCharts(QPainter* painter, const QRectF& target) const;

  Q_SIGNALS:
    void benchmarkChosen(const QString& benchmark); // a model name of the offers
    void gpusChosen(qint64 gpus);
    void exportRequested(const QString& format); // "png", "svg" or "csv"

  private:
    void showHeading();
    void fillCounts();
    void drawBars();
    void drawProgress();

    HardwareShown m_shown;
    HardwareTableModel* m_model;
    QComboBox* m_benchmark;
    QComboBox* m_gpus;
    QLabel* m_heading;
    QChart* m_barChart;
    QChart* m_progressChart;
    QChartView* m_barView;
    QChartView* m_progressView;
    QTableView* m_table;
    bool m_updating = false; // filling the combo boxes: their changes are no intents
};

} // namespace scalescope::ui
