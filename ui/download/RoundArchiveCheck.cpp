#include "ui/download/RoundArchiveCheck.h"

#include "core/archive/archive_reader.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <string_view>
#include <system_error>

namespace scalescope::ui {

namespace {

// A zip ends with its central directory; the end record ("PK\5\6", 22 bytes plus a
// comment of at most 65535 bytes) is what a download cut short lacks, even when the
// cut falls between two entries and every entry before it reads fine.
bool zipHasEndRecord(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::array<char, 4> magic{};
    if (!in.read(magic.data(), magic.size()) ||
        std::string_view(magic.data(), 4) != std::string_view("PK\3\4", 4))
        return true; // not a zip: the reader's own checks apply
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    const std::streamoff tail = std::min<std::streamoff>(size, 22 + 65535);
    std::string bytes(static_cast<std::size_t>(tail), '\0');
    in.seekg(size - tail);
    if (!in.read(bytes.data(), tail))
        return false;
    const std::size_t at = bytes.rfind(std::string_view("PK\5\6", 4));
    return at != std::string::npos && at + 22 <= bytes.size();
}

// "Org/systems/x.json" or "round/Org/systems/x.json": the layout the importer reads.
bool isSystemDescription(const std::string& path)
{
    const std::size_t at = path.rfind("/systems/");
    return at != std::string::npos && path.ends_with(".json") &&
           path.find('/', at + 9) == std::string::npos;
}

bool isUnderResults(const std::string& path)
{
    return path.starts_with("results/") || path.find("/results/") != std::string::npos;
}

} // namespace

RoundArchiveCheck checkRoundArchive(const std::filesystem::path& file,
                                    const std::atomic<bool>& cancel)
{
    RoundArchiveCheck check;
    std::error_code ec;
    if (std::filesystem::file_size(file, ec) == 0 || ec) {
        check.problem = "the download is empty";
        return check;
    }
    if (!archive::looksLikeArchive(file)) {
        check.problem = "it is not an archive (.zip, .tar.gz, .tar.xz…)";
        return check;
    }
    if (!zipHasEndRecord(file)) {
        check.problem = "the zip archive is incomplete (it has no central directory: the download "
                        "was cut short)";
        return check;
    }
    bool anySystem = false;
    bool anyResult = false;
    archive::Visitor visitor;
    visitor.wantContent = [](const archive::Entry&) { return false; };
    visitor.onEntry = [&](const archive::Entry& entry, std::string&&) {
        if (entry.type != archive::EntryType::File)
            return;
        ++check.files;
        anySystem = anySystem || isSystemDescription(entry.path);
        anyResult = anyResult || isUnderResults(entry.path);
    };
    visitor.keepGoing = [&](std::uint64_t, std::uint64_t) { return !cancel.load(); };
    const archive::ReadResult read = archive::readArchive(file, archive::Limits{}, visitor);
    if (read.cancelled || cancel.load()) {
        check.cancelled = true;
        return check;
    }
    if (!read.openError.id.empty()) {
        check.problem = "it " + englishText(read.openError);
        return check;
    }
    if (!read.stoppedReason.id.empty()) {
        check.problem = englishText(read.stoppedReason);
        return check;
    }
    for (const auto& refused : read.refused) {
        if (refused.reason.id == "file.archive.incomplete_entry") {
            check.problem =
                "the archive is damaged: " + refused.entry + " " + englishText(refused.reason);
            return check;
        }
    }
    if (!anySystem || !anyResult) {
        check.problem =
            "the archive holds no MLPerf Training round (no <submitter>/systems/*.json and "
            "<submitter>/results/ in its " +
            std::to_string(check.files) + " files)";
    }
    return check;
}

} // namespace scalescope::ui
