// The worked examples of docs/mlperf-scoring.md §4.6 and §6, with the official values.
#include "core/scoring/olympic_score.h"
#include "core/scoring/power_energy.h"

#include <gtest/gtest.h>

using namespace scalescope;
using namespace scalescope::scoring;

namespace {

double minutesOf(double startMs, double stopMs)
{
    return RunTime{startMs, stopMs}.minutes();
}

} // namespace

TEST(OlympicScore, WorkedExampleA_NoRejectionNoScaling)
{
    // NVIDIA/results/eos_n8_ngc24.09_pytorch/ssd, m = 1.
    const std::vector<RunInput> runs = {
        {true, minutesOf(1726882136132, 1726882496128), {}},
        {true, minutesOf(1726882933784, 1726883293402), {}},
        {true, minutesOf(1726882345323, 1726882704819), {}},
        {true, minutesOf(1726882361833, 1726882721571), {}},
        {true, minutesOf(1726882949722, 1726883309837), {}},
    };
    EXPECT_EQ(runs[0].minutes, 5.999933333333334);
    EXPECT_EQ(runs[2].minutes, 5.9916);
    const OlympicScore score = olympicScore(runs, 1);
    ASSERT_TRUE(score.rawMinutes);
    EXPECT_EQ(*score.rawMinutes, 5.9964); // the official value, bit for bit
    EXPECT_EQ(score.counted, 3);
    EXPECT_EQ(score.roles[2], SliceRole::DroppedFastest);
    EXPECT_EQ(score.roles[4], SliceRole::DroppedSlowest);
    EXPECT_EQ(score.roles[0], SliceRole::Counted);
}

TEST(OlympicScore, WorkedExampleB_OneRejectedRunWithScaling)
{
    // NVIDIA/results/eos_n64_ngc24.09_nemo/stable_diffusion: result_6 rejected, d = 1.
    const double ms[] = {104465, 91417, 91180, 91059, 104555, 91821, 64525, 104454, 118256, 92359};
    std::vector<RunInput> runs;
    for (int i = 0; i < 10; ++i)
        runs.push_back({i != 6, minutesOf(0, ms[i]), {}});
    const OlympicScore score = olympicScore(runs, 1);
    ASSERT_TRUE(score.rawMinutes);
    EXPECT_EQ(*score.rawMinutes, 1.6635562499999998);
    EXPECT_EQ(*score.rawMinutes * 1.0253353204172877, 1.7057029806259314);
    EXPECT_EQ(score.counted, 8);
    EXPECT_EQ(score.roles[3], SliceRole::DroppedFastest);
    EXPECT_EQ(score.roles[8], SliceRole::Counted); // the slowest valid run is kept because d = 1
    EXPECT_EQ(score.roles[6], SliceRole::Rejected);
}

TEST(OlympicScore, EnergyFollowsTimeOrder)
{
    // Dell/results/8xXE9680x8H100-SXM-80GB-POWER/llama2_70b_lora (§6), listed by file.
    const double ms[] = {293927, 322396, 291597, 297922, 288448,
                         255755, 322856, 333313, 311874, 287574};
    const double joules[] = {16143281.643615969, 17838302.270935252, 15655250.958818749,
                             16019229.0382221,   15525978.402467549, 13529045.565844355,
                             17528383.695579372, 18042912.560350783, 16005038.67729146,
                             15918832.795216266};
    std::vector<RunInput> runs;
    for (int i = 0; i < 10; ++i)
        runs.push_back({true, minutesOf(0, ms[i]), joules[i]});
    const OlympicScore score = olympicScore(runs, 1);
    ASSERT_TRUE(score.rawMinutes && score.rawEnergy);
    EXPECT_EQ(*score.rawMinutes, 5.034570833333333);
    EXPECT_EQ(*score.rawMinutes * 1.0033670033670032, 5.051522250280583);
    EXPECT_EQ(*score.rawEnergy, 16329287.185268339);
    EXPECT_EQ(*score.rawEnergy * 1.0033670033670032, 16384267.9502019);
}

TEST(OlympicScore, TooManyRejectedRunsGiveNoScore)
{
    std::vector<RunInput> runs(5, RunInput{true, 2.0, {}});
    runs[1].valid = runs[3].valid = false;
    const OlympicScore score = olympicScore(runs, 1);
    EXPECT_FALSE(score.rawMinutes);
    EXPECT_EQ(score.unscoredReason,
              "2 of 5 runs were rejected; at most 1 may be, so there is no score");
}

TEST(OlympicScore, Unet3dDropsFourEachSide)
{
    std::vector<RunInput> runs;
    for (int i = 0; i < 40; ++i)
        runs.push_back({true, 10.0 + i, {}});
    const OlympicScore score = olympicScore(runs, 4);
    ASSERT_TRUE(score.rawMinutes);
    EXPECT_EQ(score.counted, 32);
    EXPECT_DOUBLE_EQ(*score.rawMinutes, 29.5); // mean of 14..45
}

TEST(OlympicScore, TwoRunsLeaveNothing)
{
    const OlympicScore score = olympicScore({{true, 1.0, {}}, {true, 2.0, {}}}, 1);
    EXPECT_FALSE(score.rawMinutes);
    EXPECT_EQ(score.counted, 0);
    EXPECT_FALSE(olympicScore({}, 1).rawMinutes);
    EXPECT_EQ(olympicScore({}, 1).unscoredReason, "no result_*.txt files");
}

TEST(OlympicScore, TiesKeepInputOrder)
{
    const OlympicScore score =
        olympicScore({{true, 1.0, 10.0}, {true, 1.0, 20.0}, {true, 1.0, 30.0}}, 1);
    EXPECT_EQ(score.roles[0], SliceRole::DroppedFastest);
    EXPECT_EQ(score.roles[1], SliceRole::Counted);
    EXPECT_EQ(score.roles[2], SliceRole::DroppedSlowest);
    EXPECT_EQ(*score.rawEnergy, 20.0);
}

namespace {

struct PowerLog
{
    json::Arena arena;
    mllog::MllogLog log;
    std::string text;
    explicit PowerLog(std::string body) : text(std::move(body))
    {
        mllog::readMllog(text, arena, log);
    }
};

std::string line(const char* key, long long time, const char* value)
{
    return std::string(":::MLLOG {\"time_ms\": ") + std::to_string(time) + ", \"key\": \"" + key +
           "\", \"value\": " + value + ", \"metadata\": {}}\n";
}

} // namespace

TEST(PowerEnergy, NodeIntegratesReadingsOverTheWindow)
{
    // Readings out of order in the file: the node log is sorted by time first.
    PowerLog p(line("power_measurement_start", 1000, "null") + line("conversion_eff", 1000, "0.5") +
               line("power_reading", 3000, "200.0") + line("power_reading", 2000, "100.0") +
               line("power_reading", 2000, "999.0") + // same timestamp: adds 0
               line("power_measurement_stop", 5000, "null") + line("power_reading", 6000, "1e9"));
    // agg = 100*(2000-1000) + 999*0 + 200*(3000-2000) = 300000 W*ms; window 4000 ms; run 8000 ms
    const auto energy = nodeEnergy(p.log, 8000);
    ASSERT_TRUE(energy.joules);
    EXPECT_EQ(*energy.joules, 0.5 * 300000.0 * 8000 / 4000 / 1000); // 300 J
}

TEST(PowerEnergy, NodeWithoutStopEndsAtLastReading)
{
    PowerLog p(line("power_measurement_start", 0, "null") + line("power_reading", 1000, "10") +
               line("power_reading", 2000, "30"));
    const auto energy = nodeEnergy(p.log, 2000);
    ASSERT_TRUE(energy.joules);
    EXPECT_EQ(*energy.joules, 1.0 * 40000.0 * 2000 / 2000 / 1000);
}

TEST(PowerEnergy, NodeWithoutStartHasNoEnergy)
{
    PowerLog p(line("power_reading", 1000, "10"));
    const auto energy = nodeEnergy(p.log, 1000);
    EXPECT_FALSE(energy.joules);
    EXPECT_EQ(energy.problem, "no power_measurement_start record");
}

TEST(PowerEnergy, SwitchUsesFirstEstimateAndIgnoresReadings)
{
    PowerLog p(line("conversion_eff", 0, "0.9") + line("power_reading", 1, "5000") +
               line("interconnect_power_est", 2, "100") + line("interconnect_power_est", 3, "900"));
    const auto energy = switchEnergy(p.log, 60000);
    ASSERT_TRUE(energy.joules);
    EXPECT_EQ(*energy.joules, 0.9 * 100 * 60000 / 1000);
    PowerLog onlyReadings(line("power_reading", 1, "5000"));
    EXPECT_EQ(*switchEnergy(onlyReadings.log, 60000).joules, 0.0);
}

TEST(PowerEnergy, NanTimesSortLastAndDoNotBreakTheOrder)
{
    // A reading at time "nan" sorts after every real one, past the stop: it adds nothing.
    PowerLog p(line("power_measurement_start", 0, "null") +
               ":::MLLOG {\"time_ms\": \"nan\", \"key\": \"power_reading\", \"value\": 1e6, "
               "\"metadata\": {}}\n" +
               line("power_reading", 1000, "10") + line("power_measurement_stop", 2000, "null"));
    ASSERT_EQ(p.log.records.size(), 4u);
    const auto energy = nodeEnergy(p.log, 2000);
    ASSERT_TRUE(energy.joules);
    EXPECT_EQ(*energy.joules, 1.0 * (10.0 * 1000) * 2000 / 2000 / 1000);
}
