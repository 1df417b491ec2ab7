// The report as a PDF (ReportPdf.h): the page size a locale expects, the provenance
// footer, and the file written atomically. The pages themselves: ReportPage.cpp.
#include "ui/export/ReportPdf.h"

#include "ui/export/ChartExport.h"
#include "ui/text/qt_text.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

namespace scalescope::ui {

namespace {

struct Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// "the 4.1.0 rules as published", as core's rulesLabel words a ruleset.
QString rulesText(const Round& round)
{
    const QString version = toQString(round.ruleset);
    if (version.isEmpty())
        return Report::tr("rules unknown");
    if (round.rules == "published")
        return Report::tr("the %1 rules as published").arg(version);
    if (round.rules == "current")
        return Report::tr("today's %1 rules").arg(version);
    return Report::tr("the %1 rules").arg(version);
}

} // namespace

QPageSize reportPageSize(const QLocale& locale)
{
    return QPageSize(locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                             : QPageSize::A4);
}

QStringList reportProvenance(const AnalysisWorkspace& view)
{
    QStringList lines;
    // The rounds the series was drawn from; every round when there is none.
    for (const Round* drawn : view.roundsDrawn()) {
        const Round& round = *drawn;
        const QString source =
            round.source.empty() ? Report::tr("embedded sample") : toQString(round.source);
        lines.append(Report::tr("Round %1, opened from %2, scored with %3")
                         .arg(toQString(round.name), source, rulesText(round)));
    }
    lines.append(
        Report::tr(
            "Drawn by scalescope %1 from MLPerf Training results; not an official MLPerf result.")
            .arg(QStringLiteral(SCALESCOPE_VERSION)));
    return lines;
}

QString exportReportPdf(const std::vector<const AnalysisWorkspace*>& views, const QString& path,
                        const QPageSize& pageSize)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kReportDpi);
        writer.setPageLayout(QPageLayout(pageSize.isValid() ? pageSize : reportPageSize(QLocale()),
                                         QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                         QPageLayout::Millimeter));
        writer.setCreator(QStringLiteral("scalescope " SCALESCOPE_VERSION));
        QStringList titles;
        for (const AnalysisWorkspace* view : views)
            if (view)
                titles.append(view->suggestedFileStem());
        writer.setTitle(titles.join(QStringLiteral(", ")));
        QPainter painter;
        if (!painter.begin(&writer))
            return Report::tr("The PDF could not be started.");
        paintReport(painter, writer, views);
        painter.end();
    }
    buffer.close();
    return writeExportBytes(path, bytes);
}

} // namespace scalescope::ui
