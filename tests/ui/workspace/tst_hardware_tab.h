#pragma once

#include <QObject>

// The Hardware at N GPUs tab as a person sees it: HardwareViewModel bound to HardwarePanel
// (ui/workspace/HardwareBinding.h). What core/analysis/hardware_compare computes, drawn as
// bars per round, a progress chart and a table; the combo boxes' choices come back drawn.
class TestHardwareTab : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void showsEachModelsFastestEntryPerRound();
    void gpuCountChoiceRedrawsTheTab();
    void opensOnTheBenchmarkInMostRounds();
    void chartsStayReadableOnALaptopAndScroll();
    void aWorkersResultIsDrawnWhenItArrives();
};
