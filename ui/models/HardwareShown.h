#pragma once
// What the Hardware at N GPUs tab shows: plain values the view-model fills (off the GUI
// thread when the rounds are large) and the views draw. Core's comparison and progress
// are held by value; no view asks core for them.

#include "core/analysis/hardware_compare.h"

#include <QMetaType>
#include <QString>
#include <vector>

namespace scalescope::ui {

// One entry of the benchmark list: "RetinaNet (ssd, retinanet)", chosen by its model.
struct BenchmarkOffer
{
    QString label;
    QString model;
    bool operator==(const BenchmarkOffer&) const = default;
};

struct HardwareShown
{
    enum class Status {
        NoBenchmark,      // the rounds open score no benchmark
        UnknownBenchmark, // the benchmark asked for is not among them
        Compared,         // core's answer (which may still say why it has nothing at n)
    };
    Status status = Status::NoBenchmark;
    QString benchmark; // as asked: a model or folder name
    analysis::HardwareComparison comparison;
    analysis::RoundProgress progress;

    // Something to draw and export: a benchmark compared, with entries at a count.
    bool ok() const { return status == Status::Compared && comparison.ok(); }
};

} // namespace scalescope::ui

Q_DECLARE_METATYPE(scalescope::ui::HardwareShown)
