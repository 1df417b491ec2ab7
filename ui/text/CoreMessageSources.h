#pragma once
// The English of each of core's messages as the UI's translation knows it. The table is
// written at build time from core's catalog (core/util/message_catalog.cpp) by
// tools/generate_core_messages into <build>/ui/text/CoreMessageSources.cpp, each English
// inside QT_TRANSLATE_NOOP("CoreMessages", ...) where lupdate finds it once.

#include <span>

namespace scalescope::ui {

struct CoreMessageSource
{
    const char* id;
    const char* english; // what lupdate extracts: core's English template, word for word
};

// Every id of core's catalog once, sorted by id as the catalog is.
std::span<const CoreMessageSource> coreMessageSources();

} // namespace scalescope::ui
