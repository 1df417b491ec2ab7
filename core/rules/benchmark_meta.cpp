#include "core/rules/benchmark_meta.h"

#include <charconv>
#include <memory>
#include <stdexcept>
#include <utility>

namespace scalescope::rules {

namespace {

// A Python literal: dict (keys in file order), list, str or int.
struct Literal
{
    enum class Kind { Dict, List, Str, Int } kind = Kind::Str;
    std::string text;
    long long integer = 0;
    // Dict: keys and values side by side (a std::pair would need Literal complete here).
    std::vector<std::string> keys;
    std::vector<Literal> values;
    std::vector<Literal> items; // List

    const Literal* find(std::string_view key) const
    {
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] == key)
                return &values[i];
        return nullptr;
    }
};

class LiteralParser
{
  public:
    LiteralParser(std::string_view source, std::size_t pos) : source_(source), pos_(pos) {}

    Literal parse()
    {
        skipSpace();
        if (pos_ >= source_.size())
            fail("a value");
        const char c = source_[pos_];
        if (c == '{')
            return parseDict();
        if (c == '[')
            return parseList();
        if (c == '\'' || c == '"') {
            Literal literal;
            literal.text = parseString();
            return literal;
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return parseInt();
        fail("a dict, list, string or integer");
    }

  private:
    [[noreturn]] void fail(const std::string& expected) const
    {
        std::size_t line = 1;
        for (std::size_t i = 0; i < pos_ && i < source_.size(); ++i)
            line += source_[i] == '\n';
        throw std::runtime_error("benchmark_meta.py line " + std::to_string(line) + ": expected " +
                                 expected);
    }

    void skipSpace()
    {
        while (pos_ < source_.size()) {
            const char c = source_[pos_];
            if (c == '#') {
                while (pos_ < source_.size() && source_[pos_] != '\n')
                    ++pos_;
            } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++pos_;
            } else {
                return;
            }
        }
    }

    bool take(char c)
    {
        skipSpace();
        if (pos_ < source_.size() && source_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }

    std::string parseString()
    {
        const char quote = source_[pos_++];
        std::string text;
        while (pos_ < source_.size() && source_[pos_] != quote) {
            if (source_[pos_] == '\\' || source_[pos_] == '\n')
                fail("a plain string literal");
            text += source_[pos_++];
        }
        if (pos_ >= source_.size())
            fail("the end of the string");
        ++pos_;
        return text;
    }

    Literal parseInt()
    {
        Literal literal;
        literal.kind = Literal::Kind::Int;
        const auto* begin = source_.data() + pos_;
        const auto result =
            std::from_chars(begin, source_.data() + source_.size(), literal.integer);
        if (result.ec != std::errc())
            fail("an integer");
        pos_ += static_cast<std::size_t>(result.ptr - begin);
        return literal;
    }

    Literal parseList()
    {
        Literal literal;
        literal.kind = Literal::Kind::List;
        ++pos_;
        while (!take(']')) {
            literal.items.push_back(parse());
            if (!take(',')) {
                if (!take(']'))
                    fail("',' or ']'");
                break;
            }
        }
        return literal;
    }

    Literal parseDict()
    {
        Literal literal;
        literal.kind = Literal::Kind::Dict;
        ++pos_;
        while (!take('}')) {
            skipSpace();
            if (pos_ >= source_.size() || (source_[pos_] != '\'' && source_[pos_] != '"'))
                fail("a string key");
            std::string key = parseString();
            if (!take(':'))
                fail("':'");
            Literal value = parse();
            // As in Python, a repeated key keeps its first position and its last value.
            bool replaced = false;
            for (std::size_t i = 0; i < literal.keys.size(); ++i)
                if (literal.keys[i] == key) {
                    literal.values[i] = value;
                    replaced = true;
                }
            if (!replaced) {
                literal.keys.push_back(std::move(key));
                literal.values.push_back(std::move(value));
            }
            if (!take(',')) {
                if (!take('}'))
                    fail("',' or '}'");
                break;
            }
        }
        return literal;
    }

    std::string_view source_;
    std::size_t pos_;
};

Literal assignedLiteral(std::string_view source, std::string_view name)
{
    std::size_t at = 0;
    while ((at = source.find(name, at)) != std::string_view::npos) {
        const bool lineStart = at == 0 || source[at - 1] == '\n';
        std::size_t after = at + name.size();
        while (after < source.size() && source[after] == ' ')
            ++after;
        if (lineStart && after < source.size() && source[after] == '=')
            return LiteralParser(source, after + 1).parse();
        at += name.size();
    }
    throw std::runtime_error("benchmark_meta.py does not assign " + std::string(name));
}

const Literal& trainingSection(const Literal& table, std::string_view name)
{
    const Literal* training = table.kind == Literal::Kind::Dict ? table.find("training") : nullptr;
    if (!training || training->kind != Literal::Kind::Dict)
        throw std::runtime_error("benchmark_meta.py: " + std::string(name) +
                                 " has no 'training' dict");
    return *training;
}

} // namespace

BenchmarkMeta parseBenchmarkMeta(std::string_view pythonSource)
{
    BenchmarkMeta meta;
    const Literal counts = assignedLiteral(pythonSource, "_ALL_RESULT_FILE_COUNTS");
    const Literal& countTable = trainingSection(counts, "_ALL_RESULT_FILE_COUNTS");
    for (std::size_t i = 0; i < countTable.keys.size(); ++i) {
        const std::string& benchmark = countTable.keys[i];
        const Literal& count = countTable.values[i];
        if (count.kind != Literal::Kind::Int)
            throw std::runtime_error("benchmark_meta.py: the result count of " + benchmark +
                                     " is not an integer");
        meta.resultCounts[benchmark] = static_cast<int>(count.integer);
    }
    const Literal allowed = assignedLiteral(pythonSource, "_ALL_ALLOWED_BENCHMARKS");
    const Literal& allowedTable = trainingSection(allowed, "_ALL_ALLOWED_BENCHMARKS");
    for (std::size_t i = 0; i < allowedTable.keys.size(); ++i) {
        const std::string& version = allowedTable.keys[i];
        const Literal& list = allowedTable.values[i];
        if (list.kind != Literal::Kind::List)
            throw std::runtime_error("benchmark_meta.py: the benchmarks of " + version +
                                     " are not a list");
        auto& names = meta.allowedBenchmarks[version];
        for (const auto& item : list.items) {
            if (item.kind != Literal::Kind::Str)
                throw std::runtime_error("benchmark_meta.py: a benchmark of " + version +
                                         " is not a string");
            names.push_back(item.text);
        }
    }
    return meta;
}

} // namespace scalescope::rules
