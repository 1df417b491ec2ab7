#include "ui/panels/CaveatNote.h"

#include "core/analysis/series.h"
#include "core/analysis/throughput.h"
#include "ui/text/qt_text.h"

namespace scalescope::ui {

CaveatNote::CaveatNote(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("caveatNote"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

QString CaveatNote::noteText(const analysis::Series& series, const Dataset& dataset)
{
    // The caveat comes from the core in English, as the CLI prints it; the framing is ours.
    QStringList lines{tr("Caveat: %1").arg(toQString(series.caveat))};
    for (const auto& warning : series.warnings)
        lines.append(tr("Warning: %1").arg(toQString(warning)));
    for (const auto* fit : {&series.fits.amdahl, &series.fits.usl, &series.fits.powerLaw})
        for (const auto& warning : fit->warnings)
            lines.append(tr("%1 fit: %2").arg(toQString(analysis::toString(fit->kind)),
                                              toQString(warning)));
    for (const auto& coverage : analysis::energyCoverage(dataset))
        lines.append(tr("Energy: %1").arg(toQString(coverage.sentence)));
    return lines.join(QLatin1Char('\n'));
}

void CaveatNote::showSeries(const analysis::Series* series, const Dataset& dataset)
{
    setText(series ? noteText(*series, dataset) : QString());
}

} // namespace scalescope::ui
