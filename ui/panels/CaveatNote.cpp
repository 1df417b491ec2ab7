#include "ui/panels/CaveatNote.h"

#include "core/analysis/series.h"
#include "core/analysis/throughput.h"
#include "ui/text/CoreMessages.h"

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
    // Core words the caveat and the warnings as messages (the CLI prints their English);
    // the UI translates them and frames them.
    QStringList lines{
        tr("Caveat: %1").arg(coreMessageText(series.caveatMessages, QStringLiteral(" ")))};
    for (const auto& warning : series.warningMessages)
        lines.append(tr("Warning: %1").arg(coreMessageText(warning)));
    for (const auto* fit : {&series.fits.amdahl, &series.fits.usl, &series.fits.powerLaw})
        for (const auto& warning : fit->warningMessages)
            lines.append(tr("%1 fit: %2").arg(fitModelName(fit->kind), coreMessageText(warning)));
    for (const auto& coverage : analysis::energyCoverage(dataset))
        lines.append(tr("Energy: %1").arg(coreMessageText(coverage.message)));
    return lines.join(QLatin1Char('\n'));
}

QString CaveatNote::fitModelName(analysis::FitKind kind)
{
    switch (kind) {
    case analysis::FitKind::Amdahl:
        return tr("Amdahl");
    case analysis::FitKind::Usl:
        return tr("USL");
    case analysis::FitKind::PowerLaw:
        return tr("Power law");
    }
    return {};
}

void CaveatNote::showSeries(const analysis::Series* series, const Dataset& dataset)
{
    setText(series ? noteText(*series, dataset) : QString());
}

} // namespace scalescope::ui
