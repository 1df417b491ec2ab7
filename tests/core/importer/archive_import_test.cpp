// Archives: the fixture round read from .tar.gz, .tar.xz and .zip without unpacking,
// partial rounds, unsafe entries, limits, damage and cancel. Archives are written here.
#include "tests/core/importer/hostile_test_support.h"

#include <archive.h>
#include <archive_entry.h>
#include <fstream>
#include <gtest/gtest.h>
#include <random>
#include <sys/stat.h>

using namespace scalescope;
using namespace scalescope::testing;
namespace fs = std::filesystem;

namespace {

enum class Format { TarGz, TarXz, Zip };

class ArchiveWriter
{
  public:
    ArchiveWriter(const fs::path& file, Format format) : writer_(archive_write_new())
    {
        if (format == Format::Zip) {
            archive_write_set_format_zip(writer_);
        } else {
            archive_write_set_format_pax_restricted(writer_);
            format == Format::TarGz ? archive_write_add_filter_gzip(writer_)
                                    : archive_write_add_filter_xz(writer_);
        }
        EXPECT_EQ(archive_write_open_filename(writer_, file.c_str()), ARCHIVE_OK);
    }
    ~ArchiveWriter() { close(); }
    void close()
    {
        if (writer_) {
            archive_write_close(writer_);
            archive_write_free(writer_);
            writer_ = nullptr;
        }
    }

    void file(const std::string& name, const std::string& bytes) { add(name, AE_IFREG, bytes); }
    void folder(const std::string& name) { add(name, AE_IFDIR, {}); }
    void special(const std::string& name, unsigned type, const char* link = nullptr,
                 bool hard = false)
    {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, name.c_str());
        archive_entry_set_filetype(entry, type);
        archive_entry_set_perm(entry, 0644);
        if (link && hard)
            archive_entry_set_hardlink(entry, link);
        else if (link)
            archive_entry_set_symlink(entry, link);
        archive_write_header(writer_, entry);
        archive_entry_free(entry);
    }
    // Every file under `folder`, named `prefix` + its path relative to `folder`.
    void tree(const fs::path& folder, const std::string& prefix)
    {
        std::vector<fs::path> files;
        for (const auto& entry : fs::recursive_directory_iterator(folder))
            if (entry.is_regular_file())
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& path : files) {
            std::ifstream in(path, std::ios::binary);
            file(prefix + path.lexically_relative(folder).generic_string(),
                 std::string(std::istreambuf_iterator<char>(in), {}));
        }
    }

  private:
    void add(const std::string& name, unsigned type, const std::string& bytes)
    {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, name.c_str());
        archive_entry_set_filetype(entry, type);
        archive_entry_set_perm(entry, type == AE_IFDIR ? 0755 : 0644);
        archive_entry_set_size(entry, static_cast<la_int64_t>(bytes.size()));
        archive_write_header(writer_, entry);
        if (!bytes.empty())
            archive_write_data(writer_, bytes.data(), bytes.size());
        archive_entry_free(entry);
    }
    ::archive* writer_;
};

const fs::path kFixture = fs::path(SCALESCOPE_FIXTURE_ROUNDS) / "acme/training_results_v4.1";

class TempFolder
{
  public:
    TempFolder()
        : path_(fs::temp_directory_path() /
                ("scalescope_archive_" + std::to_string(std::random_device()())))
    {
        fs::create_directories(path_);
    }
    ~TempFolder() { fs::remove_all(path_); }
    fs::path operator/(const std::string& name) const { return path_ / name; }

  private:
    fs::path path_;
};

void expectFixtureScores(const ImportResult& result)
{
    ASSERT_TRUE(result.ok()) << result.error;
    ASSERT_EQ(result.dataset.rounds.size(), 1u);
    EXPECT_EQ(result.dataset.rounds[0].name, "training_results_v4.1");
    EXPECT_EQ(result.dataset.rounds[0].ruleset, "4.1.0");
    const SystemEntry* one = findSystem(result, "acme_n1");
    ASSERT_NE(one, nullptr);
    ASSERT_EQ(one->benchmarks.size(), 1u);
    EXPECT_EQ(*one->benchmarks[0].scoreMinutes,
              (1.1 + 1.2 + 1.5) / 3 * 1.5); // runs 1.0-2.0 min, scaling 1.5
    expectUntouchedSystemScored(result);
    EXPECT_EQ(result.report.runsRead, 10u);
    EXPECT_EQ(result.report.scoresComputed, 2u);
}

std::string messageOf(const ImportResult& result, const std::string& pathTail)
{
    return messagesAt(result, pathTail);
}

} // namespace

TEST(ArchiveImport, FixtureRoundFromEveryFormatScoresAsTheFolder)
{
    TempFolder temp;
    for (const auto& [name, format] :
         {std::pair{"round.tar.gz", Format::TarGz}, std::pair{"round.tar.xz", Format::TarXz},
          std::pair{"round.zip", Format::Zip}}) {
        {
            ArchiveWriter writer(temp / name, format);
            writer.tree(kFixture, "training_results_v4.1/");
        }
        SCOPED_TRACE(name);
        const ImportResult result = importArchive(temp / name);
        expectFixtureScores(result);
        EXPECT_TRUE(reportHasExactly(
            result, "systems/ghost.json",
            "no system description for ghost (is not in the archive); system skipped"));
    }
}

TEST(ArchiveImport, BothRuleSetsAreToldFromAnArchiveAsFromTheFolder)
{
    // tests/data/rulesets/published_v1.1: 41.5 minutes as published, 42.5 with today's
    // rules. From an archive the logs are checked as they are decompressed, under both.
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "v11.tar.gz", Format::TarGz);
        writer.tree(fs::path(SCALESCOPE_FIXTURE_ROUNDS) / "published11/training_results_v1.1",
                    "training_results_v1.1/");
    }
    const ImportResult result = importArchive(temp / "v11.tar.gz");
    ASSERT_TRUE(result.ok()) << result.error;
    const BenchmarkResult& rnnt = result.dataset.rounds.at(0).systems.at(0).benchmarks.at(0);
    EXPECT_EQ(rnnt.scoreMinutes, std::optional<double>(41.5));
    EXPECT_TRUE(rnnt.scoreDependsOnRules);
    EXPECT_EQ(rnnt.scoreUnderOtherRules, std::optional<double>(42.5));
    EXPECT_NE(
        messagesAt(result, "rnnt/result_3.txt")
            .find("accepted under the 1.1.0 rules as published; today's 1.1.0 rules reject it"),
        std::string::npos)
        << messagesAt(result, "rnnt/result_3.txt");
}

TEST(ArchiveImport, ImportPathsRecognisesAnArchiveByItsBytes)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "download.bin", Format::TarGz);
        writer.tree(kFixture, "training_results_v4.1/");
    }
    expectFixtureScores(importPaths({temp / "download.bin"}));
    std::ofstream(temp / "notes.txt") << "not an archive";
    const ImportResult text = importPaths({temp / "notes.txt"});
    EXPECT_EQ(
        text.error,
        (temp / "notes.txt").string() +
            ": neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets with "
            "their own command");
}

TEST(ArchiveImport, RoundPackedWithoutItsFolderIsNamedAfterTheArchive)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "training_results_v4.1.zip", Format::Zip);
        writer.tree(kFixture, "");
    }
    expectFixtureScores(importArchive(temp / "training_results_v4.1.zip"));
}

TEST(ArchiveImport, SubmitterAndSystemArchives)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "acme.tgz", Format::TarGz);
        writer.tree(kFixture / "Acme", "Acme/");
    }
    ImportOptions options;
    options.ruleset = "4.1.0";
    const ImportResult org = importArchive(temp / "acme.tgz", options);
    ASSERT_TRUE(org.ok()) << org.error;
    EXPECT_EQ(org.dataset.rounds.at(0).name, "acme");
    EXPECT_EQ(org.dataset.rounds[0].systems.size(), 2u);
    expectUntouchedSystemScored(org);

    {
        ArchiveWriter writer(temp / "acme_n2.tar.xz", Format::TarXz);
        writer.tree(kFixture / "Acme/results/acme_n2",
                    "training_results_v4.1/Acme/results/acme_n2/");
        std::ifstream in(kFixture / "Acme/systems/acme_n2.json");
        writer.file("training_results_v4.1/Acme/systems/acme_n2.json",
                    std::string(std::istreambuf_iterator<char>(in), {}));
    }
    const ImportResult system = importArchive(temp / "acme_n2.tar.xz");
    ASSERT_TRUE(system.ok()) << system.error;
    EXPECT_EQ(system.dataset.rounds.at(0).name, "training_results_v4.1");
    EXPECT_EQ(system.dataset.rounds[0].ruleset, "4.1.0");
    ASSERT_EQ(system.dataset.rounds[0].systems.size(), 1u);
    expectUntouchedSystemScored(system);
}

TEST(ArchiveSafety, UnsafeEntriesAreRefusedOneByOne)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "hostile.tar.gz", Format::TarGz);
        writer.tree(kFixture, "training_results_v4.1/");
        writer.file("training_results_v4.1/../escape.txt", "x");
        writer.file("/etc/cron.d/evil", "x");
        writer.file("C:\\Windows\\evil.txt", "x");
        writer.special("training_results_v4.1/Acme/results/acme_n2/ssd/result_7.txt", AE_IFLNK,
                       "/etc/passwd");
        writer.special("training_results_v4.1/Acme/results/acme_n2/ssd/result_8.txt", AE_IFREG,
                       "training_results_v4.1/Acme/results/acme_n2/ssd/result_0.txt", true);
        writer.special("training_results_v4.1/dev_zero", AE_IFCHR);
        writer.special("training_results_v4.1/pipe", AE_IFIFO);
    }
    const ImportResult result = importArchive(temp / "hostile.tar.gz");
    expectFixtureScores(result); // the links are not runs of acme_n2
    const auto refused = [&](const std::string& entry, const std::string& reason) {
        EXPECT_TRUE(reportHasExactly(result, "hostile.tar.gz: " + entry, reason))
            << messagesAt(result, entry);
    };
    refused("training_results_v4.1/../escape.txt",
            "has a \"..\" component, which would point outside the archive; not read");
    refused("/etc/cron.d/evil", "has an absolute path; not read");
    refused("C:\\Windows\\evil.txt", "has a drive letter (an absolute Windows path); not read");
    refused("training_results_v4.1/Acme/results/acme_n2/ssd/result_7.txt",
            "is a symbolic link (to /etc/passwd); not read");
    refused("training_results_v4.1/Acme/results/acme_n2/ssd/result_8.txt",
            "is a hard link (to training_results_v4.1/Acme/results/acme_n2/ssd/result_0.txt); not "
            "read");
    refused("training_results_v4.1/dev_zero", "is a device file; not read");
    refused("training_results_v4.1/pipe", "is a FIFO; not read");
}

TEST(ArchiveSafety, DuplicateEntriesAndFileFolderClashes)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "clash.tgz", Format::TarGz);
        writer.tree(kFixture, "training_results_v4.1/");
        writer.file("training_results_v4.1/Acme/results/acme_n2/ssd/result_0.txt", "a second copy");
        writer.folder("training_results_v4.1/Acme/systems/acme_n2.json");
        writer.file("training_results_v4.1/Acme/results/acme_n1/ssd/scaling.json/inner.txt", "x");
    }
    const ImportResult result = importArchive(temp / "clash.tgz");
    expectFixtureScores(result);
    EXPECT_TRUE(reportHasExactly(
        result, "clash.tgz: training_results_v4.1/Acme/results/acme_n2/ssd/result_0.txt",
        "appears more than once in the archive; the first copy is used"));
    EXPECT_TRUE(reportHasExactly(result,
                                 "clash.tgz: training_results_v4.1/Acme/systems/acme_n2.json",
                                 "is both a file and a folder in the archive; the file is kept"));
    EXPECT_TRUE(reportHasExactly(
        result, "clash.tgz: training_results_v4.1/Acme/results/acme_n1/ssd/scaling.json/inner.txt",
        "is inside training_results_v4.1/Acme/results/acme_n1/ssd/scaling.json, which is a "
        "file in the archive; not read"));
}

TEST(ArchiveLimits, EntryCountTotalSizeEntrySizeAndRatioAreNamed)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "bomb.tgz", Format::TarGz);
        writer.tree(kFixture, "training_results_v4.1/");
        writer.file("training_results_v4.1/zeros.bin", std::string(8u << 20, '\0'));
    }
    const fs::path bomb = temp / "bomb.tgz";

    ImportOptions ratio;
    ratio.archiveLimits.ratioCheckAfterBytes = 1u << 20;
    const ImportResult bombed = importArchive(bomb, ratio);
    expectFixtureScores(bombed); // the round came before the bomb
    EXPECT_TRUE(reportHasExactly(
        bombed, "bomb.tgz",
        "the archive unpacks to more than 200 times its size (a decompression bomb, not a "
        "round); reading stopped in training_results_v4.1/zeros.bin and the rest was not read"))
        << messageOf(bombed, "bomb.tgz");

    ImportOptions entry;
    entry.archiveLimits.maxEntryBytes = 1u << 20;
    const ImportResult big = importArchive(bomb, entry);
    expectFixtureScores(big);
    EXPECT_TRUE(reportHasExactly(
        big, "bomb.tgz: training_results_v4.1/zeros.bin",
        "is 8 MiB, more than the limit of 1 MiB for one file (no MLPerf log is that big); "
        "not read"));

    ImportOptions total;
    total.archiveLimits.maxTotalBytes = 4u << 20;
    const ImportResult full = importArchive(bomb, total);
    expectFixtureScores(full);
    EXPECT_TRUE(reportHasExactly(
        full, "bomb.tgz",
        "the archive unpacks to more than 4 MiB, the limit for one import; reading stopped "
        "in training_results_v4.1/zeros.bin and the rest was not read"));

    // A refused entry's claimed size does not count toward the total; in a compressed
    // archive, passing it means decompressing it, and those bytes do count (here 8 MiB
    // of a 4 MiB budget).
    ImportOptions both;
    both.archiveLimits.maxEntryBytes = 1u << 20;
    both.archiveLimits.maxTotalBytes = 4u << 20;
    const ImportResult skipped = importArchive(bomb, both);
    expectFixtureScores(skipped);
    EXPECT_TRUE(reportHasExactly(
        skipped, "bomb.tgz: training_results_v4.1/zeros.bin",
        "is 8 MiB, more than the limit of 1 MiB for one file (no MLPerf log is that big); "
        "not read"));
    EXPECT_TRUE(reportHasExactly(
        skipped, "bomb.tgz",
        "the archive unpacks to more than 4 MiB, the limit for one import; reading stopped "
        "in training_results_v4.1/zeros.bin and the rest was not read"));
    // A zip seeks past a refused entry: nothing of it is unpacked or counted.
    {
        ArchiveWriter writer(temp / "bomb.zip", Format::Zip);
        writer.tree(kFixture, "training_results_v4.1/");
        writer.file("training_results_v4.1/zeros.bin", std::string(8u << 20, '\0'));
    }
    const ImportResult zipped = importArchive(temp / "bomb.zip", both);
    expectFixtureScores(zipped);
    for (const auto& item : zipped.report.items)
        EXPECT_EQ(item.message.find("the limit for one import"), std::string::npos) << item.message;
    EXPECT_TRUE(zipped.report.incomplete.empty());

    ImportOptions count;
    count.archiveLimits.maxEntries = 5;
    const ImportResult few = importArchive(bomb, count);
    EXPECT_TRUE(reportHasExactly(
        few, "bomb.tgz",
        "the archive holds more than 5 entries, the limit for one import (no round has that "
        "many files); the rest was not read"));
    EXPECT_TRUE(few.dataset.rounds.empty() || few.report.runsRead < 10u);
}

TEST(ArchiveDamage, TruncatedAndCorruptArchivesKeepWhatWasRead)
{
    TempFolder temp;
    std::string padding(1u << 20, '\0');
    std::mt19937 random(7);
    for (auto& byte : padding)
        byte = static_cast<char>(random());
    {
        ArchiveWriter writer(temp / "whole.tgz", Format::TarGz);
        writer.tree(kFixture, "training_results_v4.1/");
        writer.file("training_results_v4.1/zz_padding.bin",
                    padding); // incompressible: cut lands in it
    }
    std::ifstream in(temp / "whole.tgz", std::ios::binary);
    const std::string whole(std::istreambuf_iterator<char>(in), {});

    std::ofstream(temp / "cut.tgz", std::ios::binary) << whole.substr(0, whole.size() * 9 / 10);
    const ImportResult cut = importArchive(temp / "cut.tgz");
    expectFixtureScores(cut);
    EXPECT_NE(messageOf(cut, "cut.tgz: training_results_v4.1/zz_padding.bin")
                  .find("could not be read completely"),
              std::string::npos)
        << messageOf(cut, "cut.tgz");
    EXPECT_NE(messageOf(cut, "cut.tgz")
                  .find("the archive is truncated: it ends before "
                        "training_results_v4.1/zz_padding.bin is complete ("),
              std::string::npos)
        << messageOf(cut, "cut.tgz");
    EXPECT_NE(messageOf(cut, "cut.tgz").find("); nothing after that was read"), std::string::npos);

    std::string corrupt = whole;
    for (std::size_t i = corrupt.size() / 100; i < corrupt.size() / 100 + 64;
         ++i) // in the compressed logs
        corrupt[i] = static_cast<char>(corrupt[i] ^ 0x5a);
    std::ofstream(temp / "corrupt.tgz", std::ios::binary) << corrupt;
    const ImportResult damaged = importArchive(temp / "corrupt.tgz");
    // Deflate has no check of its own: the flipped bytes decode to other bytes, and
    // what libarchive notices is a tar header that no longer makes sense.
    const std::string damage = damaged.report.toText();
    EXPECT_NE(damage.find("error: corrupt.tgz: "), std::string::npos) << damage;
    EXPECT_NE(damage.find("amaged"), std::string::npos) << damage;

    std::ofstream(temp / "empty.tgz", std::ios::binary) << "";
    const ImportResult empty = importArchive(temp / "empty.tgz");
    EXPECT_FALSE(empty.ok());
    EXPECT_TRUE(empty.dataset.rounds.empty());

    std::ofstream(temp / "garbage.tgz", std::ios::binary)
        << std::string("\x1f\x8b", 2) + padding.substr(0, 4096);
    const ImportResult garbage = importArchive(temp / "garbage.tgz");
    EXPECT_FALSE(garbage.ok());
    EXPECT_TRUE(garbage.dataset.rounds.empty());
}

TEST(ArchiveImport, CancelledImportReturnsNoDataset)
{
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "round.tgz", Format::TarGz);
        writer.tree(kFixture, "training_results_v4.1/");
    }
    int calls = 0;
    const ImportResult result = importArchive(
        temp / "round.tgz", {}, [&](std::size_t, std::size_t) { return ++calls < 3; });
    EXPECT_TRUE(result.cancelled);
    EXPECT_FALSE(result.ok());
    EXPECT_TRUE(result.dataset.rounds.empty());
    EXPECT_TRUE(result.report.items.empty());
    EXPECT_EQ(calls, 3);
}

namespace {

// `bytes` compressed as one xz stream (libarchive's raw format: no archive around them).
std::string xzStream(const std::string& bytes)
{
    ::archive* writer = archive_write_new();
    archive_write_set_format_raw(writer);
    archive_write_add_filter_xz(writer);
    archive_write_set_bytes_in_last_block(writer, 1);
    std::vector<char> out(bytes.size() / 10 + (1u << 16));
    std::size_t used = 0;
    EXPECT_EQ(archive_write_open_memory(writer, out.data(), out.size(), &used), ARCHIVE_OK);
    archive_entry* entry = archive_entry_new();
    archive_entry_set_filetype(entry, AE_IFREG);
    archive_entry_set_pathname(entry, "raw");
    archive_write_header(writer, entry);
    archive_write_data(writer, bytes.data(), bytes.size());
    archive_entry_free(entry);
    archive_write_close(writer);
    archive_write_free(writer);
    return std::string(out.data(), used);
}

// A ustar header for one file of `size` bytes (octal in the 12-byte size field).
std::string tarHeader(const std::string& name, std::uint64_t size)
{
    std::string header(512, '\0');
    header.replace(0, name.size(), name);
    header.replace(100, 7, "0000644");
    header.replace(108, 7, "0000000");
    header.replace(116, 7, "0000000");
    char octal[16];
    std::snprintf(octal, sizeof octal, "%011llo", static_cast<unsigned long long>(size));
    header.replace(124, 11, octal);
    header.replace(136, 11, "00000000000");
    header[156] = '0';
    header.replace(257, 6, std::string("ustar\0", 6));
    header.replace(263, 2, "00");
    header.replace(148, 8, "        ");
    unsigned sum = 0;
    for (const unsigned char c : header)
        sum += c;
    std::snprintf(octal, sizeof octal, "%06o", sum);
    header.replace(148, 7, std::string(octal, 6) + '\0');
    return header;
}

} // namespace

TEST(ArchiveLimits, EntryDeclaringFortyGiBInConcatenatedXzStreamsStopsAtTheRatio)
{
    // The bomb in small: a tar entry that declares 40 GiB, its zeros in several
    // concatenated xz streams. The entry is refused for its size, and passing it means
    // decompressing it: those bytes are counted, so the ratio stops the reading at once
    // instead of minutes of uncounted decompression.
    TempFolder temp;
    const std::string zeros(8u << 20, '\0');
    std::string packed =
        xzStream(tarHeader("training_results_v4.1/huge.bin", std::uint64_t(40) << 30) + zeros);
    for (int stream = 1; stream < 4; ++stream)
        packed += xzStream(zeros);
    std::ofstream(temp / "bomb.tar.xz", std::ios::binary) << packed;
    EXPECT_LT(packed.size(), 64u << 10);

    scalescope::archive::Limits limits;
    limits.ratioCheckAfterBytes = 1u << 20;
    scalescope::archive::Visitor visitor;
    visitor.onEntry = [](const scalescope::archive::Entry&, std::string&&) {};
    const scalescope::archive::ReadResult read =
        scalescope::archive::readArchive(temp / "bomb.tar.xz", limits, visitor);
    ASSERT_EQ(read.refused.size(), 1u);
    EXPECT_EQ(englishText(read.refused[0].reason),
              "is 40 GiB, more than the limit of 1 GiB for one file (no MLPerf log is that big); "
              "not read");
    EXPECT_EQ(englishText(read.stoppedReason),
              "the archive unpacks to more than 200 times its size (a decompression bomb, not a "
              "round); reading "
              "stopped in training_results_v4.1/huge.bin and the rest was not read");
    EXPECT_LT(read.unpackedBytes,
              2u << 20); // stopped just past the 1 MiB where the ratio is judged

    // The same through an import: reported, and the import marked incomplete.
    ImportOptions options;
    options.archiveLimits = limits;
    const ImportResult result = importArchive(temp / "bomb.tar.xz", options);
    EXPECT_EQ(result.report.incomplete,
              std::vector<std::string>{"bomb.tar.xz: " + englishText(read.stoppedReason)});
    // And as a message the desktop app translates, the reason nested as itself.
    ASSERT_EQ(result.report.incompleteMessages.size(), 1u);
    EXPECT_EQ(englishText(result.report.incompleteMessages[0]), result.report.incomplete[0]);
    EXPECT_EQ(result.report.incompleteMessages[0].args.at(1).message.at(0).id, "file.archive.bomb");
    EXPECT_NE(result.report.summary().find(
                  "; INCOMPLETE: bomb.tar.xz: the archive unpacks to more than 200 times its size"),
              std::string::npos)
        << result.report.summary();
}

TEST(ArchiveDamage, TruncatedTarXzIsReportedAsTruncatedAndIncomplete)
{
    TempFolder temp;
    std::string padding(1u << 20, '\0');
    std::mt19937 random(11);
    for (auto& byte : padding)
        byte = static_cast<char>(random());
    {
        ArchiveWriter writer(temp / "whole.tar.xz", Format::TarXz);
        writer.tree(kFixture, "training_results_v4.1/");
        writer.file("training_results_v4.1/zz_padding.bin",
                    padding); // incompressible: the cut lands in it
    }
    std::ifstream in(temp / "whole.tar.xz", std::ios::binary);
    const std::string whole(std::istreambuf_iterator<char>(in), {});
    std::ofstream(temp / "cut.tar.xz", std::ios::binary) << whole.substr(0, whole.size() * 6 / 10);
    const ImportResult cut = importArchive(temp / "cut.tar.xz");
    expectFixtureScores(cut); // what came before the cut is kept
    ASSERT_EQ(cut.report.incomplete.size(), 1u);
    EXPECT_TRUE(
        cut.report.incomplete[0].starts_with("cut.tar.xz: the archive is truncated: it ends before "
                                             "training_results_v4.1/zz_padding.bin is complete"))
        << cut.report.incomplete[0];
    EXPECT_NE(cut.report.summary().find("; INCOMPLETE: cut.tar.xz: the archive is truncated"),
              std::string::npos)
        << cut.report.summary();
    const ImportResult whole_ = importArchive(temp / "whole.tar.xz");
    EXPECT_TRUE(whole_.report.incomplete.empty());
    EXPECT_EQ(whole_.report.summary().find("INCOMPLETE"), std::string::npos);
}

TEST(ArchiveImport, CancelIsHeardInsideABigEntry)
{
    // The download's archive check cancels through keepGoing; it is asked every MiB inside
    // an entry too, so a cancel does not wait for 64 MiB to be unpacked.
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "big.tgz", Format::TarGz);
        writer.file("training_results_v4.1/big.bin", std::string(64u << 20, '\0'));
    }
    int calls = 0;
    scalescope::archive::Visitor visitor;
    visitor.onEntry = [](const scalescope::archive::Entry&, std::string&&) {};
    visitor.keepGoing = [&](std::uint64_t, std::uint64_t) { return ++calls < 3; };
    scalescope::archive::Limits limits;
    limits.maxCompressionRatio = 1e9; // zeros: not a bomb here
    const scalescope::archive::ReadResult read =
        scalescope::archive::readArchive(temp / "big.tgz", limits, visitor);
    EXPECT_TRUE(read.cancelled);
    EXPECT_EQ(calls, 3);
    EXPECT_LE(read.unpackedBytes, 4u << 20);
}

TEST(ArchiveLimits, ALineOverSixtyFourMegabytesRejectsItsRunAsInAFolder)
{
    ScratchRound round;
    const std::string log =
        ":::MLLOG {\"time_ms\": 1, \"key\": \"noise\", \"value\": 1, \"metadata\": {}}\n" +
        std::string(std::size_t(65) << 20, 'x') + "\n";
    round.write("Acme/results/acme_n1/ssd/result_0.txt", log);
    TempFolder temp;
    {
        ArchiveWriter writer(temp / "long.tgz", Format::TarGz);
        writer.tree(round.root(), "training_results_v4.1/");
    }
    ImportOptions options;
    options.archiveLimits.maxCompressionRatio = 1e6; // 65 MiB of 'x' is not a bomb here
    const std::string reason =
        "line 2 is longer than the limit of 64.0 MiB for one line (67108864 bytes); not read";
    for (const ImportResult& result :
         {importPaths({round.root()}), importArchive(temp / "long.tgz", options)}) {
        ASSERT_TRUE(result.ok()) << result.error;
        const SystemEntry* one = findSystem(result, "acme_n1");
        ASSERT_NE(one, nullptr);
        const RunFigure& run = one->benchmarks.at(0).runs.at(0);
        EXPECT_EQ(run.status, RunStatus::Rejected);
        EXPECT_EQ(run.reason, reason);
        EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_0.txt", reason + "; run rejected"))
            << messageOf(result, "acme_n1/ssd/result_0.txt");
        expectUntouchedSystemScored(result);
    }
}
