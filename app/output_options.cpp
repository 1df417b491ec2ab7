#include "app/output_options.h"

#include "core/util/output_target.h"

namespace scalescope::cli {

std::string checkOutputs(const std::vector<NamedOutput>& outputs,
                         const std::vector<std::string>& inputs)
{
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        if (outputs[i].path.empty())
            continue;
        if (const auto problem =
                util::checkOutputTarget(outputs[i].option, outputs[i].path, inputs))
            return *problem;
        for (std::size_t j = 0; j < i; ++j)
            if (!outputs[j].path.empty() && util::sameOutput(outputs[i].path, outputs[j].path))
                return outputs[j].option + " and " + outputs[i].option + " both name " +
                       (outputs[i].path == util::kStandardStreamName
                            ? std::string("standard output (-)")
                            : outputs[i].path) +
                       "; give each its own file";
    }
    return {};
}

std::optional<std::string> writeOutputText(const std::string& path, const std::string& text,
                                           std::ostream& out)
{
    if (path != util::kStandardStreamName)
        return util::writeOutput(path, text);
    out << text;
    out.flush();
    if (!out)
        return std::string("cannot write to standard output");
    return std::nullopt;
}

} // namespace scalescope::cli
