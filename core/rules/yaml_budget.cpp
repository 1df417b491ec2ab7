#include "core/rules/yaml_budget.h"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <vector>
#include <yaml-cpp/eventhandler.h>

namespace scalescope::rules {

namespace {

// Counts nodes as the parser reports them; an alias counts as the whole node it names.
// Saturates just past the budget, so that no count overflows.
class NodeCounter : public YAML::EventHandler
{
  public:
    explicit NodeCounter(std::uint64_t maxNodes) : maxNodes_(maxNodes) {}

    std::uint64_t total() const { return total_; }
    bool overBudget() const { return total_ > maxNodes_; }

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t anchor) override { leaf(anchor); }
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                  const std::string&) override
    {
        leaf(anchor);
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override
    {
        const auto found = sizes_.find(anchor);
        if (found ==
            sizes_.end()) // yaml-cpp names unknown aliases itself; an open one is inside its anchor
            throw std::runtime_error("line " + std::to_string(mark.line + 1) +
                                     ": an alias inside the node it names (an endless structure)");
        add(found->second);
    }
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(anchor);
    }
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(anchor);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapEnd() override { close(); }

  private:
    void add(std::uint64_t nodes) { total_ = std::min(total_ + nodes, maxNodes_ + 1); }
    void leaf(YAML::anchor_t anchor)
    {
        add(1);
        if (anchor != YAML::NullAnchor)
            sizes_[anchor] = 1;
    }
    void open(YAML::anchor_t anchor)
    {
        add(1);
        openNodes_.push_back({anchor, total_ - 1});
    }
    void close()
    {
        const OpenNode node = openNodes_.back();
        openNodes_.pop_back();
        if (node.anchor != YAML::NullAnchor)
            sizes_[node.anchor] = total_ - node.totalBefore;
    }

    struct OpenNode
    {
        YAML::anchor_t anchor;
        std::uint64_t totalBefore;
    };
    std::uint64_t maxNodes_;
    std::uint64_t total_ = 0;
    std::vector<OpenNode> openNodes_;
    std::unordered_map<YAML::anchor_t, std::uint64_t> sizes_;
};

} // namespace

std::uint64_t expandedYamlNodes(const std::string& text, std::uint64_t maxNodes)
{
    std::istringstream in(text);
    YAML::Parser parser(in);
    NodeCounter counter(maxNodes);
    while (!counter.overBudget() && parser.HandleNextDocument(counter)) {
    }
    return counter.total();
}

YAML::Node loadYamlFile(const std::filesystem::path& file, const std::string& shownName,
                        const YamlBudget& budget)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec))
        throw std::runtime_error(
            shownName + ": not a regular file; rules files are read only from regular files");
    const std::uintmax_t size = std::filesystem::file_size(file, ec);
    if (ec)
        throw std::runtime_error(shownName + ": cannot read (" + ec.message() + ")");
    if (size > budget.maxBytes)
        throw std::runtime_error(shownName + ": " + std::to_string(size) +
                                 " bytes, more than the limit of " +
                                 std::to_string(budget.maxBytes) +
                                 " bytes for one rules file (the official ones are under 20 KB)");
    std::ifstream in(file, std::ios::binary);
    std::string text(static_cast<std::size_t>(size), '\0');
    if (!in.read(text.data(), static_cast<std::streamsize>(text.size())))
        throw std::runtime_error(shownName + ": cannot read");
    try {
        const std::uint64_t nodes = expandedYamlNodes(text, budget.maxNodes);
        if (nodes > budget.maxNodes)
            throw std::runtime_error(shownName + ": holds more than " +
                                     std::to_string(budget.maxNodes) +
                                     " YAML nodes once its aliases are expanded, the limit for one "
                                     "rules file (nested aliases, "
                                     "a \"billion laughs\", not rules); not read");
        return YAML::Load(text);
    } catch (const YAML::Exception& error) {
        throw std::runtime_error(shownName + ": not valid YAML: " + error.what());
    } catch (const std::runtime_error& error) {
        const std::string what = error.what();
        if (what.starts_with(shownName + ":"))
            throw;
        throw std::runtime_error(shownName + ": " + what);
    }
}

} // namespace scalescope::rules
