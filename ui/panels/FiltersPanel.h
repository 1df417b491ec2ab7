#pragma once
// The filters and assumptions of the Scaling workspace: round, benchmark, accelerator,
// submitter, availability, division, grouping and series; frontier or all points, raw
// or scaled times; the fitted model; threshold, price and value of time. A view: it
// shows the FiltersShown it is given and emits each edit as an intent (thresholdChosen,
// roundChosen, ...); ui/workspace connects them to the view-model, which recomputes.

#include "core/analysis/options.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>
#include <utility>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QRadioButton;
class QToolButton;

namespace scalescope::ui {

// What the filters show: what each offers (value, label) and what is chosen.
struct FiltersShown
{
    using Items = QList<std::pair<QString, QString>>; // value, label
    Items rounds;
    QString round; // empty: all rounds
    Items benchmarks;
    QString benchmark;
    Items accelerators;
    QString accelerator; // empty: all
    Items submitters;
    QString submitter;
    Items availabilities;
    QString availability;
    Items divisions;
    QString division;
    Items groups; // the series of the benchmark
    QString group;
    QStringList overlayCandidates; // the other series, which the overlay may draw too
    QStringList overlay;           // those drawn
    analysis::GroupBy groupBy = analysis::GroupBy::Accelerator;
    std::optional<analysis::FitKind> fitKind; // none: the best model
    bool allPoints = false;
    bool raw = false;
    double threshold = 0.5;
    double price = 0; // of the shown series' accelerator model; 0: none
    double valueOfTime = 0;
};

class FiltersPanel : public QWidget
{
    Q_OBJECT
  public:
    explicit FiltersPanel(QWidget* parent = nullptr);

    void showFilters(const FiltersShown& shown);

    QComboBox* roundCombo() const { return m_round; }
    QComboBox* benchmarkCombo() const { return m_benchmark; }
    QComboBox* acceleratorCombo() const { return m_accelerator; }
    QComboBox* submitterCombo() const { return m_submitter; }
    QComboBox* availabilityCombo() const { return m_availability; }
    QComboBox* divisionCombo() const { return m_division; }
    QComboBox* groupByCombo() const { return m_groupBy; }
    QComboBox* seriesCombo() const { return m_series; }
    // "Overlay": a menu of the other series, each checked when drawn too.
    QToolButton* overlayButton() const { return m_overlay; }
    QComboBox* fitCombo() const { return m_fit; }
    QRadioButton* allPointsButton() const { return m_allPoints; }
    QRadioButton* rawButton() const { return m_raw; }
    QDoubleSpinBox* thresholdSpin() const { return m_threshold; }
    QDoubleSpinBox* priceSpin() const { return m_price; }
    QDoubleSpinBox* valueOfTimeSpin() const { return m_valueOfTime; }

  Q_SIGNALS:
    // The person's edits; an empty text is "all".
    void roundChosen(const QString& round);
    void benchmarkChosen(const QString& benchmark);
    void acceleratorChosen(const QString& accelerator);
    void submitterChosen(const QString& submitter);
    void availabilityChosen(const QString& availability);
    void divisionChosen(const QString& division);
    void groupByChosen(scalescope::analysis::GroupBy groupBy);
    void seriesChosen(const QString& group);
    void overlayChosen(const QStringList& series); // the series to draw with the shown one
    void fitChosen(std::optional<scalescope::analysis::FitKind> kind);
    void allPointsChosen(bool allPoints);
    void rawChosen(bool raw);
    void thresholdChosen(double threshold);
    void priceChosen(double price);
    void valueOfTimeChosen(double valueOfTime);

  private:
    void fillOverlayMenu(const QStringList& candidates, const QStringList& overlay);
    static void fillCombo(QComboBox* combo, const QString& allText,
                          const FiltersShown::Items& items, const QString& current);

    QComboBox* m_round;
    QComboBox* m_benchmark;
    QComboBox* m_accelerator;
    QComboBox* m_submitter;
    QComboBox* m_availability;
    QComboBox* m_division;
    QComboBox* m_groupBy;
    QComboBox* m_series;
    QToolButton* m_overlay;
    QComboBox* m_fit;
    QRadioButton* m_frontier;
    QRadioButton* m_allPoints;
    QRadioButton* m_scaled;
    QRadioButton* m_raw;
    QDoubleSpinBox* m_threshold;
    QDoubleSpinBox* m_price;
    QDoubleSpinBox* m_valueOfTime;
};

} // namespace scalescope::ui
