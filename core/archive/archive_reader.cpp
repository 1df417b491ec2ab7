#include "core/archive/archive_reader.h"

#include <archive.h>
#include <archive_entry.h>
#include <array>
#include <cstring>
#include <fstream>
#include <memory>
#include <system_error>

namespace scalescope::archive {

namespace {

// libarchive returns ARCHIVE_FAILED for a header it cannot use and can go on after
// it; this many in a row means the stream is garbage, not one bad entry.
constexpr int kMaxConsecutiveBadHeaders = 16;
constexpr std::size_t kReadChunk = std::size_t(1) << 16;
constexpr std::uint64_t kCancelCheckBytes = std::uint64_t(1) << 20;

std::string sizeText(std::uint64_t bytes)
{
    constexpr std::array<const char*, 4> units{"bytes", "KiB", "MiB", "GiB"};
    std::size_t unit = 0;
    std::uint64_t whole = bytes;
    while (unit + 1 < units.size() && whole >= 1024 && whole % 1024 == 0) {
        whole /= 1024;
        ++unit;
    }
    if (unit == 0 && bytes >= (1u << 20))
        return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(whole) + " " + units[unit];
}

std::string libarchiveMessage(::archive* reader)
{
    const char* text = archive_error_string(reader);
    return text && *text ? text : "no details";
}

struct ReaderDeleter
{
    void operator()(::archive* reader) const { archive_read_free(reader); }
};
using Reader = std::unique_ptr<::archive, ReaderDeleter>;

// Splits on '/' and '\' (a zip made on Windows may use either) and rejects what could
// point outside the archive. Returns the reason for refusing, or an empty message with
// `out` set.
Message normalisedPath(const char* raw, std::string& out)
{
    out.clear();
    if (!raw || !*raw)
        return {"file.archive.no_name", {}};
    const std::string name = raw;
    if (name.front() == '/' || name.front() == '\\')
        return {"file.archive.absolute", {}};
    if (name.size() >= 2 && name[1] == ':')
        return {"file.archive.drive_letter", {}};
    std::size_t start = 0;
    while (start <= name.size()) {
        const std::size_t end = std::min(name.find_first_of("/\\", start), name.size());
        const std::string part = name.substr(start, end - start);
        if (part == "..")
            return {"file.archive.dot_dot", {}};
        if (!part.empty() && part != ".") {
            if (!out.empty())
                out += '/';
            out += part;
        }
        start = end + 1;
    }
    return {};
}

// Why an entry that is not a plain file or folder is refused, or an empty message when
// it is one.
Message typeProblem(archive_entry* entry)
{
    if (const char* target = archive_entry_hardlink(entry))
        return {"file.archive.hard_link", {textArg(target)}};
    switch (archive_entry_filetype(entry)) {
    case AE_IFREG:
    case AE_IFDIR:
        return {};
    case AE_IFLNK: {
        const char* target = archive_entry_symlink(entry);
        return {"file.archive.symbolic_link", {textArg(target ? target : "?")}};
    }
    case AE_IFCHR:
    case AE_IFBLK:
        return {"file.archive.device", {}};
    case AE_IFIFO:
        return {"file.archive.fifo", {}};
    case AE_IFSOCK:
        return {"file.archive.socket", {}};
    default:
        return {"file.archive.unknown_type", {}};
    }
}

class ArchiveWalk
{
  public:
    ArchiveWalk(::archive* reader, const Limits& limits, const Visitor& visitor,
                std::uint64_t archiveBytes, ReadResult& result)
        : reader_(reader), limits_(limits), visitor_(visitor), archiveBytes_(archiveBytes),
          result_(result)
    {
    }

    void run()
    {
        int badHeaders = 0;
        while (true) {
            archive_entry* header = nullptr;
            const int status = archive_read_next_header(reader_, &header);
            if (status == ARCHIVE_EOF)
                return;
            if (status == ARCHIVE_FATAL) {
                stop(damageText());
                return;
            }
            if (status == ARCHIVE_RETRY || status == ARCHIVE_FAILED) {
                if (++badHeaders > kMaxConsecutiveBadHeaders) {
                    stop(damageText());
                    return;
                }
                result_.refused.push_back(
                    {lastName_.empty() ? "(unnamed entry)" : "entry after " + lastName_,
                     {"file.archive.bad_header", {textArg(libarchiveMessage(reader_))}}});
                continue;
            }
            badHeaders = 0;
            if (++result_.entries > limits_.maxEntries) {
                stop({"file.archive.too_many_entries",
                      {numberArg(std::to_string(limits_.maxEntries))}});
                return;
            }
            if (!visitEntry(header))
                return;
            if (visitor_.keepGoing && !visitor_.keepGoing(compressedBytesRead(), archiveBytes_)) {
                result_.cancelled = true;
                return;
            }
        }
    }

  private:
    std::uint64_t compressedBytesRead() const
    {
        const la_int64_t raw = archive_filter_bytes(reader_, -1);
        return raw > 0 ? static_cast<std::uint64_t>(raw) : 0;
    }

    // Reading failed. When every byte of the file was consumed the archive simply ends
    // too early (a download cut short): it is called truncated, naming where it ends.
    Message damageText() const
    {
        const bool atEnd = archiveBytes_ > 0 && compressedBytesRead() >= archiveBytes_;
        if (atEnd) {
            MessageArg where = !readingEntry_.empty() ? textArg(readingEntry_)
                               : lastName_.empty()
                                   ? messageArg({"file.archive.first_entry", {}})
                                   : messageArg({"file.archive.entry_after", {textArg(lastName_)}});
            return {"file.archive.truncated",
                    {std::move(where), textArg(libarchiveMessage(reader_))}};
        }
        if (lastName_.empty())
            return {"file.archive.damaged_nothing", {textArg(libarchiveMessage(reader_))}};
        return {"file.archive.damaged_after",
                {textArg(libarchiveMessage(reader_)), textArg(lastName_)}};
    }

    void stop(Message reason) { result_.stoppedReason = std::move(reason); }

    // False when reading must stop (a limit, damage).
    bool visitEntry(archive_entry* header)
    {
        const char* rawName = archive_entry_pathname(header);
        const std::string shownName = rawName ? rawName : "(unnamed entry)";
        Entry entry;
        if (Message reason = normalisedPath(rawName, entry.path); !reason.id.empty()) {
            result_.refused.push_back({shownName, std::move(reason)});
            return true;
        }
        if (Message reason = typeProblem(header); !reason.id.empty()) {
            result_.refused.push_back({shownName, std::move(reason)});
            return true;
        }
        lastName_ = shownName;
        if (entry.path.empty())
            return true; // "./": the archive's own top folder
        if (archive_entry_filetype(header) == AE_IFDIR) {
            entry.type = EntryType::Folder;
            visitor_.onEntry(entry, std::string());
            return true;
        }
        const bool sizeKnown = archive_entry_size_is_set(header) != 0;
        entry.size =
            sizeKnown
                ? static_cast<std::uint64_t>(std::max<la_int64_t>(0, archive_entry_size(header)))
                : 0;
        if (entry.size > limits_.maxEntryBytes) {
            result_.refused.push_back(
                {shownName,
                 {"file.archive.entry_too_big",
                  {textArg(sizeText(entry.size)), textArg(sizeText(limits_.maxEntryBytes))}}});
            // Its claimed size must not count toward the total, or one damaged size field
            // would end the whole import; what is really unpacked to pass it does count.
            return skipRest(shownName);
        }
        const bool wanted = visitor_.wantContent && visitor_.wantContent(entry);
        ContentFilter* filter = wanted && visitor_.filterFor ? visitor_.filterFor(entry) : nullptr;
        std::string content;
        if (filter)
            filter->begin();
        else if (wanted && sizeKnown)
            content.reserve(entry.size);
        std::uint64_t got = 0;
        std::uint64_t nextCancelCheck = kCancelCheckBytes;
        std::array<char, kReadChunk> chunk{};
        readingEntry_ = shownName;
        const struct ClearOnExit
        {
            std::string& name;
            ~ClearOnExit() { name.clear(); }
        } clear{readingEntry_};
        while (true) {
            const la_ssize_t count = archive_read_data(reader_, chunk.data(), chunk.size());
            if (count == 0)
                break;
            if (count < 0) {
                result_.refused.push_back(
                    {shownName,
                     {"file.archive.incomplete_entry", {textArg(libarchiveMessage(reader_))}}});
                if (count == ARCHIVE_FATAL) {
                    stop(damageText());
                    return false;
                }
                return true;
            }
            got += static_cast<std::uint64_t>(count);
            if (got > limits_.maxEntryBytes) {
                result_.refused.push_back(
                    {shownName,
                     {"file.archive.unpacks_too_big", {textArg(sizeText(limits_.maxEntryBytes))}}});
                return checkTotals(static_cast<std::uint64_t>(count), shownName) &&
                       skipRest(shownName);
            }
            if (filter)
                filter->append(content, {chunk.data(), static_cast<std::size_t>(count)});
            else if (wanted)
                content.append(chunk.data(), static_cast<std::size_t>(count));
            if (!checkTotals(static_cast<std::uint64_t>(count), shownName) ||
                cancelledWithin(got, nextCancelCheck))
                return false;
        }
        entry.size = got;
        if (filter)
            filter->finish(content);
        visitor_.onEntry(entry, std::move(content));
        return true;
    }

    // Passes the rest of the current entry. Without a compression filter (zip, 7z, plain
    // tar) libarchive seeks past it; through one, skipping means decompressing, so the
    // bytes are read here and counted against the total and the ratio: a .tar.xz entry
    // that declares 40 GiB of zeros is then stopped by the ratio in a second, instead of
    // being decompressed whole, uncounted, for minutes.
    bool skipRest(const std::string& name)
    {
        if (archive_filter_code(reader_, 0) == ARCHIVE_FILTER_NONE) {
            if (archive_read_data_skip(reader_) == ARCHIVE_FATAL) {
                stop(damageText());
                return false;
            }
            return true;
        }
        std::array<char, kReadChunk> chunk{};
        std::uint64_t passed = 0;
        std::uint64_t nextCancelCheck = kCancelCheckBytes;
        while (true) {
            const la_ssize_t count = archive_read_data(reader_, chunk.data(), chunk.size());
            if (count == 0)
                return true;
            if (count < 0) {
                if (count == ARCHIVE_FATAL) {
                    stop(damageText());
                    return false;
                }
                return true;
            }
            passed += static_cast<std::uint64_t>(count);
            if (!checkTotals(static_cast<std::uint64_t>(count), name) ||
                cancelledWithin(passed, nextCancelCheck))
                return false;
        }
    }

    // Asked every kCancelCheckBytes inside an entry too, so that a cancel does not wait
    // for a big entry to be unpacked (a GiB takes seconds).
    bool cancelledWithin(std::uint64_t entryBytes, std::uint64_t& nextCheck)
    {
        if (entryBytes < nextCheck)
            return false;
        nextCheck = entryBytes + kCancelCheckBytes;
        if (!visitor_.keepGoing || visitor_.keepGoing(compressedBytesRead(), archiveBytes_))
            return false;
        result_.cancelled = true;
        return true;
    }

    // Adds `bytes` to what was unpacked; false (and the reason) past a limit.
    bool checkTotals(std::uint64_t bytes, const std::string& name)
    {
        result_.unpackedBytes += bytes;
        if (result_.unpackedBytes > limits_.maxTotalBytes) {
            stop({"file.archive.too_big_total",
                  {textArg(sizeText(limits_.maxTotalBytes)), textArg(name)}});
            return false;
        }
        const std::uint64_t packed = std::max<std::uint64_t>(1, compressedBytesRead());
        const double ratio =
            static_cast<double>(result_.unpackedBytes) / static_cast<double>(packed);
        if (result_.unpackedBytes > limits_.ratioCheckAfterBytes &&
            ratio > limits_.maxCompressionRatio) {
            stop({"file.archive.bomb",
                  {numberArg(static_cast<long long>(limits_.maxCompressionRatio)), textArg(name)}});
            return false;
        }
        return true;
    }

    ::archive* reader_;
    const Limits& limits_;
    const Visitor& visitor_;
    std::uint64_t archiveBytes_;
    ReadResult& result_;
    std::string lastName_;
    std::string readingEntry_; // the entry whose bytes are being read, or ""
};

} // namespace

ReadResult readArchive(const std::filesystem::path& file, const Limits& limits,
                       const Visitor& visitor)
{
    ReadResult result;
    Reader reader(archive_read_new());
    if (!reader) {
        result.openError = {"file.archive.no_libarchive", {}};
        return result;
    }
    // Only the formats and filters a round is shipped in, all built into libarchive:
    // support_filter_all would also run external programs (lrzip, lzop...).
    archive_read_support_format_tar(reader.get());
    archive_read_support_format_gnutar(reader.get());
    archive_read_support_format_zip(reader.get());
    archive_read_support_format_7zip(reader.get());
    archive_read_support_filter_gzip(reader.get());
    archive_read_support_filter_xz(reader.get());
    archive_read_support_filter_lzma(reader.get());
    archive_read_support_filter_bzip2(reader.get());
    archive_read_support_filter_zstd(reader.get());
    std::error_code ec;
    const std::uintmax_t size = std::filesystem::file_size(file, ec);
    if (archive_read_open_filename(reader.get(), file.c_str(), kReadChunk) != ARCHIVE_OK) {
        result.openError = {"file.archive.cannot_open", {textArg(libarchiveMessage(reader.get()))}};
        return result;
    }
    ArchiveWalk walk(reader.get(), limits, visitor, ec ? 0 : static_cast<std::uint64_t>(size),
                     result);
    walk.run();
    return result;
}

bool looksLikeArchive(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::array<unsigned char, 512> head{};
    in.read(reinterpret_cast<char*>(head.data()), head.size());
    const auto got = static_cast<std::size_t>(in.gcount());
    const auto startsWith = [&](std::initializer_list<unsigned char> magic, std::size_t at = 0) {
        if (got < at + magic.size())
            return false;
        return std::equal(magic.begin(), magic.end(),
                          head.begin() + static_cast<std::ptrdiff_t>(at));
    };
    return startsWith({'P', 'K', 3, 4}) || startsWith({'P', 'K', 5, 6}) ||
           startsWith({0x1f, 0x8b}) || startsWith({0xfd, '7', 'z', 'X', 'Z', 0}) ||
           startsWith({'B', 'Z', 'h'}) || startsWith({0x28, 0xb5, 0x2f, 0xfd}) ||
           startsWith({'7', 'z', 0xbc, 0xaf, 0x27, 0x1c}) ||
           startsWith({'u', 's', 't', 'a', 'r'}, 257);
}

std::string archiveStem(const std::filesystem::path& archive)
{
    std::string name = archive.filename().string();
    for (const char* suffix : {".tar.gz", ".tar.xz", ".tar.bz2", ".tar.zst", ".tgz", ".txz",
                               ".tbz2", ".tar", ".zip", ".7z"}) {
        const std::size_t length = std::strlen(suffix);
        if (name.size() > length && name.compare(name.size() - length, length, suffix) == 0)
            return name.substr(0, name.size() - length);
    }
    return name;
}

} // namespace scalescope::archive
