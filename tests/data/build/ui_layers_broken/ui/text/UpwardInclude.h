#pragma once
// Fixture of the ui_layers check (tests/CMakeLists.txt): ui/text is the lowest layer, so
// this include of ui/workspace points up and must be reported.

#include "ui/workspace/Workspace.h"
