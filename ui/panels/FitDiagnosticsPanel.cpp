#include "ui/panels/FitDiagnosticsPanel.h"

#include "core/analysis/series.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace scalescope::ui {

namespace {

QString number(double value, int digits = 4)
{
    return QString::number(value, 'g', digits);
}

QString modelName(analysis::FitKind kind)
{
    switch (kind) {
    case analysis::FitKind::Amdahl:
        return FitDiagnosticsPanel::tr("Amdahl");
    case analysis::FitKind::Usl:
        return FitDiagnosticsPanel::tr("USL");
    case analysis::FitKind::PowerLaw:
        return FitDiagnosticsPanel::tr("Power law");
    }
    return {};
}

QString parametersOf(const analysis::Fit& fit)
{
    switch (fit.kind) {
    case analysis::FitKind::Amdahl:
        return FitDiagnosticsPanel::tr("f = %1, 1/f = %2")
            .arg(number(fit.serialFraction),
                 fit.asymptoticSpeedup ? number(*fit.asymptoticSpeedup) : QStringLiteral("∞"));
    case analysis::FitKind::Usl: {
        QString text =
            FitDiagnosticsPanel::tr("σ = %1, κ = %2").arg(number(fit.sigma), number(fit.kappa));
        if (fit.nMax)
            text +=
                FitDiagnosticsPanel::tr(", peak at N = %1").arg(figure::gpuCountText(*fit.nMax));
        return text;
    }
    case analysis::FitKind::PowerLaw:
        return FitDiagnosticsPanel::tr("α = %1").arg(number(fit.alpha));
    }
    return {};
}

} // namespace

FitDiagnosticsPanel::FitDiagnosticsPanel(QWidget* parent)
    : QWidget(parent), m_table(new QTableWidget(3, 7, this)), m_sensitivity(new QLabel(this))
{
    setObjectName(QStringLiteral("fitDiagnostics"));
    m_table->setHorizontalHeaderLabels({tr("Model"), tr("Parameters"), tr("R²"), tr("RMSE (ln)"),
                                        tr("AICc"), tr("Best"), tr("Warnings")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(true);
    m_sensitivity->setWordWrap(true);
    m_sensitivity->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addWidget(m_sensitivity);
}

void FitDiagnosticsPanel::showSeries(const std::optional<analysis::Series>& series)
{
    QStringList sensitivity;
    int row = 0;
    for (const auto kind :
         {analysis::FitKind::Amdahl, analysis::FitKind::Usl, analysis::FitKind::PowerLaw}) {
        const analysis::Fit* fit = series ? &series->fits.get(kind) : nullptr;
        QStringList cells{modelName(kind)};
        if (!fit || !fit->fitted) {
            cells
                << (fit ? tr("not fitted: %1").arg(coreMessageText(fit->reasonMessage, fit->reason))
                        : QString())
                << QString() << QString() << QString() << QString() << QString();
        } else {
            QStringList warnings;
            for (const auto& warning : fit->warningMessages)
                warnings.append(coreMessageText(warning));
            const bool best = series->fits.best == kind;
            cells << parametersOf(*fit)
                  << (fit->rSquared ? QString::number(*fit->rSquared, 'f', 3) : tr("n/a"))
                  << QString::number(fit->rmse, 'f', 4)
                  << (fit->aicc ? QString::number(*fit->aicc, 'f', 2) : tr("n/a"))
                  << (best ? tr("best (%1)").arg(coreMessageText(series->fits.bestReasonMessage))
                           : QString())
                  << warnings.join(QStringLiteral("; "));
            for (const auto& entry : fit->sensitivity) {
                if (!entry.value || !entry.leaveOneOutMin)
                    continue;
                QString line =
                    tr("%1 %2 = %3: leave-one-out %4 to %5")
                        .arg(modelName(kind), toQString(entry.name), number(*entry.value),
                             number(*entry.leaveOneOutMin), number(*entry.leaveOneOutMax));
                if (entry.withoutLargestN)
                    line += tr(", without the largest N %1").arg(number(*entry.withoutLargestN));
                sensitivity.append(line);
            }
        }
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (fit && fit->poorFit)
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            m_table->setItem(row, column, item);
        }
        ++row;
    }
    // docs/analysis.md §5.2: why no model is best (and so no curve is drawn by default).
    if (series && !series->fits.best)
        sensitivity.prepend(
            tr("No best model: %1").arg(coreMessageText(series->fits.bestReasonMessage)));
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    m_sensitivity->setText(sensitivity.join(QLatin1Char('\n')));
}

QString FitDiagnosticsPanel::sensitivityText() const
{
    return m_sensitivity->text();
}

} // namespace scalescope::ui
