#include "core/util/temporary_files.h"

#include <array>
#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <mutex>
#include <signal.h>
#include <unistd.h>

namespace scalescope::util {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTemporaryInfix = ".tmp-";

// Slots the signal handler reads. A slot is filled while Claimed and only then marked
// Active, so the handler never sees a half-written path.
enum SlotState : int { Free = 0, Claimed = 1, Active = 2 };
struct Slot
{
    std::atomic<int> state{Free};
    char path[PATH_MAX] = {};
};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler needs lock-free atomics");

std::array<Slot, TemporaryFileRegistration::kMaxRegistered> slots;

// Only async-signal-safe calls: unlink, sigaction, raise.
void removeTemporariesAndDie(int signalNumber)
{
    for (auto& slot : slots)
        if (slot.state.load(std::memory_order_acquire) == Active)
            ::unlink(slot.path);
    struct sigaction defaultAction
    {
    };
    defaultAction.sa_handler = SIG_DFL;
    sigemptyset(&defaultAction.sa_mask);
    ::sigaction(signalNumber, &defaultAction, nullptr);
    ::raise(signalNumber);
}

void installHandlersOnce()
{
    static std::once_flag once;
    std::call_once(once, [] {
        for (const int signalNumber : {SIGINT, SIGTERM, SIGHUP}) {
            struct sigaction current
            {
            };
            if (::sigaction(signalNumber, nullptr, &current) != 0)
                continue;
            // A handler someone else installed (or SIG_IGN) is theirs to keep.
            if (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO))
                continue;
            struct sigaction action
            {
            };
            action.sa_handler = removeTemporariesAndDie;
            sigemptyset(&action.sa_mask);
            ::sigaction(signalNumber, &action, nullptr);
        }
    });
}

bool allDigits(std::string_view text)
{
    if (text.empty() || text.size() > 18)
        return false;
    for (const char c : text)
        if (c < '0' || c > '9')
            return false;
    return true;
}

bool processIsRunning(long pid)
{
    if (pid <= 0)
        return true; // not a name we gave: keep it
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
}

} // namespace

fs::path temporaryPathFor(const fs::path& target)
{
    static std::atomic<unsigned> counter{0};
    fs::path temporary = target.parent_path();
    temporary /= "." + target.filename().string() + std::string(kTemporaryInfix) +
                 std::to_string(::getpid()) + "-" + std::to_string(counter++);
    return temporary;
}

std::optional<long> temporaryOwnerPid(const std::string& fileName, const std::string& targetName)
{
    std::string_view rest = fileName;
    if (rest.starts_with("."))
        rest.remove_prefix(1); // the older spelling had no leading dot
    if (!rest.starts_with(targetName))
        return std::nullopt;
    rest.remove_prefix(targetName.size());
    if (!rest.starts_with(kTemporaryInfix))
        return std::nullopt;
    rest.remove_prefix(kTemporaryInfix.size());
    const auto dash = rest.find('-');
    if (dash == std::string_view::npos || !allDigits(rest.substr(0, dash)) ||
        !allDigits(rest.substr(dash + 1)))
        return std::nullopt;
    return std::stol(std::string(rest.substr(0, dash)));
}

int removeStaleTemporaries(const fs::path& target)
{
    const std::string targetName = target.filename().string();
    if (targetName.empty())
        return 0;
    fs::path folder = target.parent_path();
    if (folder.empty())
        folder = ".";
    int removed = 0;
    std::error_code error;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        const std::string name = it->path().filename().string();
        const auto pid = temporaryOwnerPid(name, targetName);
        if (!pid || *pid == ::getpid() || processIsRunning(*pid))
            continue;
        std::error_code typeError;
        if (!it->is_regular_file(typeError) || it->is_symlink(typeError))
            continue; // a temporary is always a plain file
        if (::unlink(it->path().c_str()) == 0)
            ++removed;
    }
    return removed;
}

TemporaryFileRegistration::TemporaryFileRegistration(const fs::path& path)
{
    const std::string& text = path.native();
    if (text.size() >= PATH_MAX)
        return;
    installHandlersOnce();
    for (int i = 0; i < kMaxRegistered; ++i) {
        int expected = Free;
        if (slots[i].state.compare_exchange_strong(expected, Claimed, std::memory_order_acquire)) {
            std::memcpy(slots[i].path, text.c_str(), text.size() + 1);
            slots[i].state.store(Active, std::memory_order_release);
            slot_ = i;
            return;
        }
    }
}

TemporaryFileRegistration::~TemporaryFileRegistration()
{
    if (slot_ >= 0)
        slots[slot_].state.store(Free, std::memory_order_release);
}

} // namespace scalescope::util
