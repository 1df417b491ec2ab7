#pragma once

#include <QObject>

// The Hardware at N GPUs tab: what core/analysis/hardware_compare computes, drawn as bars
// per round, a progress chart and a table, and exported as PNG, SVG and CSV.
class TestHardwarePanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEachModelsFastestEntryPerRound();
    void gpuCountChoiceAndExports();
    void opensOnTheBenchmarkInMostRounds();
    void chartsStayReadableOnALaptopAndScroll();
};
