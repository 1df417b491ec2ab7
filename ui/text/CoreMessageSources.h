#pragma once
// The English of each of core's messages as the UI's translation knows it, split by
// what the messages are about (ui/text/CoreMessages*.cpp). ui_l10n_tests fails while an
// id of core's catalog (core/util/message_catalog.cpp) is missing here or its English
// differs, so the tables cannot drift apart unnoticed.

#include <span>

namespace scalescope::ui {

struct CoreMessageSource
{
    const char* id;
    const char* english; // what lupdate extracts: core's English template, word for word
};

std::span<const CoreMessageSource> analysisMessageSources();
std::span<const CoreMessageSource> importMessageSources();
std::span<const CoreMessageSource> fileMessageSources();

} // namespace scalescope::ui
