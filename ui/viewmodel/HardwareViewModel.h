#pragma once
// The Hardware at N GPUs tab's view-model: it holds the person's choices (benchmark, GPU
// count), the rounds as one shared dataset and the compliance rules as a value, asks core
// (analysis::compareHardware, analysis::progressPerRound) what they imply and announces the
// answer as one plain HardwareShown. Small datasets are compared at once; larger ones on a
// worker thread, where the newest request wins and an older result is dropped. Views call
// its setters and draw what resultChanged gives them; the window passes the dataset and
// the rules in.

#include "core/dataset/dataset.h"
#include "core/rules/rules_catalog.h"
#include "ui/models/HardwareShown.h"

#include <QObject>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace scalescope::ui {

class HardwareViewModel : public QObject
{
    Q_OBJECT
  public:
    explicit HardwareViewModel(QObject* parent = nullptr);

    // The rounds shown (shared with the other views, never changed in place). Keeps the
    // chosen benchmark when the new rounds offer it, else opens on the benchmark in the
    // most rounds; the GPU count goes back to the one with the most accelerator models.
    void setDataset(std::shared_ptr<const Dataset> dataset);
    // Where each round's quality target is read (the rules the rounds are scored with).
    void setRules(RulesCatalog rules);
    // A benchmark by model or folder name, at the count with the most accelerator models;
    // false (and nothing compared) when the rounds do not offer it.
    bool setBenchmark(const QString& benchmark);
    // The GPU count of the shown benchmark.
    void setGpus(std::int64_t gpus);

    const std::vector<BenchmarkOffer>& benchmarks() const { return m_offers; }
    bool offers(const QString& benchmark) const; // a model of benchmarks()
    QString benchmark() const { return m_benchmark; }
    std::optional<std::int64_t> gpus() const { return m_gpus; }
    // The newest result in; while a worker compares, the one before it.
    const HardwareShown& shown() const { return m_shown; }
    // True while a comparison runs on a worker thread.
    bool computing() const { return m_pendingGeneration != 0; }

    // Rounds with more benchmark results than this are compared on a worker thread (0:
    // always, as the tests ask; the default keeps every real round at once).
    void setInlineWorkLimit(std::size_t results) { m_inlineWorkLimit = results; }

  Q_SIGNALS:
    void choicesChanged(); // the benchmarks offered, the chosen one or the GPU count
    void resultChanged(const HardwareShown& shown);
    void computingChanged(bool computing);

  private:
    void compare();
    void apply(HardwareShown shown);
    void setPending(std::uint64_t generation);

    std::shared_ptr<const Dataset> m_dataset = std::make_shared<const Dataset>();
    RulesCatalog m_rules;
    std::vector<BenchmarkOffer> m_offers;
    QString m_benchmark;
    std::optional<std::int64_t> m_gpus; // none: the count with the most accelerator models
    HardwareShown m_shown;
    std::size_t m_inlineWorkLimit;
    std::uint64_t m_generation = 0;        // of the newest comparison asked for
    std::uint64_t m_pendingGeneration = 0; // of the one running on a worker; 0: none
};

} // namespace scalescope::ui
