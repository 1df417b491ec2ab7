#include "ui/panels/CaveatNote.h"

#include "core/analysis/series.h"
#include "ui/text/CoreMessages.h"

namespace scalescope::ui {

CaveatNote::CaveatNote(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("caveatNote"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

QString CaveatNote::noteText(const analysis::Series& series,
                             const std::vector<analysis::EnergyCoverage>& energyCoverage)
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
    for (const auto& coverage : energyCoverage)
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

void CaveatNote::showSeries(const std::optional<analysis::Series>& series,
                            const std::vector<analysis::EnergyCoverage>& energyCoverage)
{
    setText(series ? noteText(*series, energyCoverage) : QString());
}

} // namespace scalescope::ui
