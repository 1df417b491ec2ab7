#pragma once
// Sliders A and B pick two points of the series (in the table's N-then-time order), or
// of every drawn series one after the other when others are overlaid;
// the panel shows both side by side with the ratios, and the sentence of
// docs/analysis.md §6 ("B is 3.1x faster using 8x the GPUs: 2.6x the GPU-hours").
// A view: it shows the ComparisonShown it is given and emits the person's intents
// (pointAChosen, pointBChosen); ui/workspace connects them to the view-model.

#include "core/analysis/compare.h"
#include "core/analysis/point.h"

#include <QWidget>

class QGridLayout;
class QLabel;
class QSlider;

namespace scalescope::ui {

// What the panel shows: how many points the sliders range over, A and B (rows of the
// series table, -1: none) with their points, and core's comparison of them.
struct ComparisonShown
{
    int points = 0;
    int rowA = -1;
    int rowB = -1;
    analysis::Point a;
    analysis::Point b;
    // The series A and B are of, when several are drawn (an overlay); empty: one series,
    // not named. rowA and rowB are then positions over every drawn series' points.
    QString seriesA;
    QString seriesB;
    analysis::Comparison comparison;
};

class ComparisonPanel : public QWidget
{
    Q_OBJECT
  public:
    explicit ComparisonPanel(QWidget* parent = nullptr);

    void showComparison(const ComparisonShown& shown);

    QSlider* sliderA() const { return m_sliderA; }
    QSlider* sliderB() const { return m_sliderB; }
    QString sentence() const;
    // "B is 4.4x faster using 8x the GPUs: 1.8x the GPU-hours", in the UI's language.
    static QString sentenceText(const analysis::Comparison& comparison, bool sameGpuCount);
    // The side-by-side cell at (row, column): columns are label, A, B, B / A.
    QString cellText(int row, int column) const;
    QString cellToolTip(int row, int column) const; // why a figure is missing ("—")

    enum Row { GpusRow, MinutesRow, EfficiencyRow, GpuHoursRow, CostRow, EnergyRow, RowCount };

  Q_SIGNALS:
    void pointAChosen(int row); // the person moved slider A to this row
    void pointBChosen(int row);

  private:
    void configureSliders(int points);

    QSlider* m_sliderA;
    QSlider* m_sliderB;
    QLabel* m_labelA;
    QLabel* m_labelB;
    QGridLayout* m_grid;
    QLabel* m_sentence;
};

} // namespace scalescope::ui
