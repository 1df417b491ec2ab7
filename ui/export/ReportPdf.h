#pragma once
// The report of what the window shows, for File ▸ Print… and File ▸ Export Report as PDF…
// and `scalescope export --pdf`: one page per view, each with both charts drawn as the
// chart exports draw them (renderCharts, with the verdict and caveats of their
// footnote), the break-even readout, points A and B with their comparison, the series
// table and a provenance footer (rounds and their paths, rules, scalescope version).
// Painted as vector text and shapes, so the PDF's text can be selected and searched.

#include "ui/workspace/AnalysisWorkspace.h"

#include <QPageSize>
#include <QString>
#include <QStringList>
#include <vector>

class QLocale;
class QPagedPaintDevice;
class QPainter;

namespace scalescope::ui {

// The report is laid out in 1/96 inch, the unit the charts and fonts are sized in on a
// screen: a paged device must be set to this resolution before painting starts, so that
// a chart prints as it exports and a 9 pt font stays 9 pt.
constexpr int kReportDpi = 96;

// Letter where the locale measures in US units, else A4.
QPageSize reportPageSize(const QLocale& locale);

// "training_results_v4.1 — /data/training_results_v4.1 — the 4.1.0 rules as published",
// one line per round the view's series comes from, then "scalescope 1.2.0".
QStringList reportProvenance(const AnalysisWorkspace& view);

// Paints one page per view (more when a series table runs past its page) on a device
// set to kReportDpi and begun by painter; calls device.newPage() between pages.
void paintReport(QPainter& painter, QPagedPaintDevice& device,
                 const std::vector<const AnalysisWorkspace*>& views);

// The report as a PDF of pageSize (reportPageSize(QLocale()) when invalid), written
// atomically like every export (writeExportBytes); the error sentence, empty on success.
QString exportReportPdf(const std::vector<const AnalysisWorkspace*>& views, const QString& path,
                        const QPageSize& pageSize = {});

} // namespace scalescope::ui
