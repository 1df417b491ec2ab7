#include "ui/viewmodel/AnalysisSettings.h"

#include "ui/viewmodel/AnalysisViewModel.h"

#include <QCoreApplication>
#include <QSettings>
#include <cmath>
#include <optional>
#include <string>

namespace scalescope::ui {

namespace {

const auto kThresholdKey = QStringLiteral("analysis/threshold");
const auto kPricesKey = QStringLiteral("analysis/prices"); // accelerator model -> price
const auto kValueOfTimeKey = QStringLiteral("analysis/valueOfTime");
const auto kFitKey = QStringLiteral("analysis/fit");
const auto kAllPointsKey = QStringLiteral("analysis/allPoints");
const auto kRawKey = QStringLiteral("analysis/raw");
const auto kGroupByKey = QStringLiteral("analysis/groupBy");
const auto kContinuousKey = QStringLiteral("analysis/continuousMarker");
constexpr double kMaxStored = 1.0e300; // any finite number, to say which was refused

// The stored number when it is one and lies in [min, max] (the spin boxes' ranges).
std::optional<double> storedNumber(const QSettings& settings, const QString& key, double min,
                                   double max)
{
    if (!settings.contains(key))
        return std::nullopt;
    bool ok = false;
    const double value = settings.value(key).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<bool> storedBool(const QSettings& settings, const QString& key)
{
    if (!settings.contains(key))
        return std::nullopt;
    return settings.value(key).toBool();
}

constexpr const char* kBestFit = "best";

std::optional<analysis::FitKind> fitKindFromString(const QString& text)
{
    using analysis::FitKind;
    for (const FitKind kind : {FitKind::Amdahl, FitKind::Usl, FitKind::PowerLaw}) {
        if (text == QLatin1String(analysis::toString(kind)))
            return kind;
    }
    return std::nullopt;
}

} // namespace

QStringList restoreAnalysisSettings(AnalysisViewModel& viewModel)
{
    QStringList refused;
    const QSettings settings;
    // The threshold lies in (0, 1) (docs/analysis.md §4); settings of an older version
    // allowed up to 2.
    if (const auto value = storedNumber(settings, kThresholdKey, -kMaxStored, kMaxStored)) {
        if (*value > 0 && *value < 1)
            viewModel.setThreshold(*value);
        else
            refused.append(QCoreApplication::translate(
                               "AnalysisSettings",
                               "The saved efficiency threshold %1 is not above 0 and below 1: "
                               "the default %2 is used.")
                               .arg(*value)
                               .arg(viewModel.options().threshold));
    }
    // Prices per accelerator model, as the user set them (none is invented).
    std::map<std::string, double, std::less<>> prices;
    const QVariantMap stored = settings.value(kPricesKey).toMap();
    for (auto it = stored.begin(); it != stored.end(); ++it) {
        bool ok = false;
        const double value = it.value().toDouble(&ok);
        if (ok && value > 0 && value <= 1000.0)
            prices[it.key().toStdString()] = value;
    }
    viewModel.setPrices(std::move(prices));
    if (const auto value = storedNumber(settings, kValueOfTimeKey, 0.0, 1.0e6))
        viewModel.setValueOfTime(*value);
    const QString fit = settings.value(kFitKey).toString();
    if (fit == QLatin1String(kBestFit))
        viewModel.setFitKind(std::nullopt);
    else if (const auto kind = fitKindFromString(fit))
        viewModel.setFitKind(*kind);
    if (const auto value = storedBool(settings, kAllPointsKey))
        viewModel.setAllPoints(*value);
    if (const auto value = storedBool(settings, kRawKey))
        viewModel.setRaw(*value);
    const std::string groupBy = settings.value(kGroupByKey).toString().toStdString();
    if (const auto value = analysis::groupByFromString(groupBy))
        viewModel.setGroupBy(*value);
    if (const auto value = storedBool(settings, kContinuousKey))
        viewModel.setContinuous(*value);
    return refused;
}

void saveAnalysisSettings(const AnalysisViewModel& viewModel)
{
    QSettings settings;
    const auto& options = viewModel.options();
    settings.setValue(kThresholdKey, options.threshold);
    QVariantMap prices;
    for (const auto& [model, price] : options.prices)
        prices.insert(QString::fromStdString(model), price);
    settings.setValue(kPricesKey, prices);
    settings.setValue(kValueOfTimeKey, options.valueOfTime);
    const auto fit = viewModel.fitKind();
    settings.setValue(kFitKey, QLatin1String(fit ? analysis::toString(*fit) : kBestFit));
    settings.setValue(kAllPointsKey, options.allPoints);
    settings.setValue(kRawKey, options.raw);
    settings.setValue(kGroupByKey, QLatin1String(analysis::toString(options.groupBy)));
    settings.setValue(kContinuousKey, viewModel.continuous());
}

} // namespace scalescope::ui
