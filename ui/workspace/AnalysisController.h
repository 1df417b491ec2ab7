#pragma once
// The workspace's state and its one call into the analysis engine: it holds the
// SeriesOptions the filters edit, runs analysis::analyze on the selected benchmark,
// puts the selected series into the SeriesTableModel that the table and the charts
// read, and keeps the selections on that series (break-even marker, points A and B,
// the reference and its undo history). A slider step changes a selection only; it
// never re-analyses or rebuilds the series.

#include "core/analysis/compare.h"
#include "core/analysis/options.h"
#include "core/analysis/series.h"
#include "core/dataset/dataset.h"
#include "ui/workspace/MarkerState.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace scalescope::ui {

class SeriesTableModel;

class AnalysisController : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisController(QObject* parent = nullptr);

    void setDataset(const Dataset& dataset, const QString& datasetName);
    const Dataset& dataset() const { return m_dataset; }
    QString datasetName() const { return m_datasetName; }

    // What the filters offer now.
    QStringList benchmarks() const;
    QStringList accelerators() const;   // of the selected benchmark and division
    QStringList submitters() const;     // of the selected benchmark and division
    QStringList availabilities() const; // of the dataset
    QStringList divisions() const;
    QStringList groups() const { return m_groups; } // series of the selected benchmark

    QString benchmark() const { return m_benchmark; }
    QString group() const { return m_group; }
    const analysis::SeriesOptions& options() const { return m_options; }
    analysis::FitKind fitKind() const { return m_fitKind; }

    bool setBenchmark(const QString& benchmark);
    bool setAccelerator(const QString& acceleratorOrEmptyForAll);
    void setSubmitter(const QString& submitterOrEmptyForAll);
    void setAvailability(const QString& availabilityOrEmptyForAll);
    void setDivision(const QString& divisionOrEmptyForAll);
    void setGroupBy(analysis::GroupBy groupBy);
    bool setGroup(const QString& group);
    void setAllPoints(bool allPoints);
    void setRaw(bool raw);
    void setThreshold(double threshold);
    void setPrice(double price);
    void setValueOfTime(double valueOfTime);
    void setFitKind(analysis::FitKind kind);

    SeriesTableModel* model() const { return m_model; }
    // The fit of the chosen kind when it was fitted, else nullptr.
    const analysis::Fit* shownFit() const;

    // The break-even marker.
    bool continuous() const { return m_continuous; }
    void setContinuous(bool continuous);
    const std::vector<double>& measuredNs() const { return m_measuredNs; }
    double minMarkerN() const;
    double maxMarkerN() const; // 4x the largest N on a fitted curve, else the largest N
    double markerN() const { return m_markerN; }
    void setMarkerN(double n); // snaps to a measured N unless continuous
    double detectedBreakEvenN() const;
    const MarkerState& markerState() const { return m_markerState; }

    // The reference; each change can be undone.
    bool setReferenceRow(int row);
    bool undoReference();
    bool canUndoReference() const { return !m_referenceHistory.empty(); }

    // Points A and B (rows of the model).
    int rowA() const { return m_rowA; }
    int rowB() const { return m_rowB; }
    void setRowA(int row);
    void setRowB(int row);
    analysis::Comparison comparison() const;

    // "training_results_v4.1 · closed · all availabilities · derived from MLPerf results,
    // not an official result".
    QString footnote() const;

Q_SIGNALS:
    void filtersChanged();   // what the filters offer, or their selection, changed
    void seriesChanged();    // a new analysis is in the model
    void markerChanged();    // the marker moved
    void comparisonChanged();
    void referenceHistoryChanged();

private:
    void recompute();
    void clearReference();
    double snap(double n) const;
    MarkerState computeMarkerState(double n) const;
    QStringList agreeingRules(double n) const;
    void restoreComparisonRows(const std::string& systemA, const std::string& systemB);
    int frontierRowAt(double n) const;

    Dataset m_dataset;
    QString m_datasetName;
    analysis::SeriesOptions m_options;
    analysis::FitKind m_fitKind = analysis::FitKind::Amdahl;
    QString m_benchmark;
    QString m_group;
    QStringList m_groups;
    SeriesTableModel* m_model;
    std::vector<double> m_measuredNs;
    bool m_continuous = false;
    double m_markerN = 0;
    MarkerState m_markerState;
    std::vector<analysis::ReferenceChoice> m_referenceHistory;
    int m_rowA = -1;
    int m_rowB = -1;
};

} // namespace scalescope::ui
