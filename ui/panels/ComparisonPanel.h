#pragma once
// Sliders A and B pick two points of the series (in the table's N-then-time order);
// the panel shows both side by side with the ratios, and the sentence of
// docs/analysis.md §6 ("B is 3.1x faster using 8x the GPUs: 2.6x the GPU-hours").

#include "core/analysis/compare.h"

#include <QWidget>

class QGridLayout;
class QLabel;
class QSlider;

namespace scalescope::ui {

class AnalysisViewModel;

class ComparisonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonPanel(AnalysisViewModel* viewModel, QWidget* parent = nullptr);

    QSlider* sliderA() const { return m_sliderA; }
    QSlider* sliderB() const { return m_sliderB; }
    QString sentence() const;
    // "B is 4.4x faster using 8x the GPUs: 1.8x the GPU-hours", in the UI's language.
    static QString sentenceText(const analysis::Comparison& comparison, bool sameGpuCount);
    // The side-by-side cell at (row, column): columns are label, A, B, B / A.
    QString cellText(int row, int column) const;

    enum Row { GpusRow, MinutesRow, EfficiencyRow, GpuHoursRow, CostRow, EnergyRow, RowCount };

private:
    void configureSliders();
    void showComparison();

    AnalysisViewModel* m_viewModel;
    QSlider* m_sliderA;
    QSlider* m_sliderB;
    QLabel* m_labelA;
    QLabel* m_labelB;
    QGridLayout* m_grid;
    QLabel* m_sentence;
};

} // namespace scalescope::ui
