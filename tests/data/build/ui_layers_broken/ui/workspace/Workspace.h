#pragma once
// Fixture of the ui_layers check: the header UpwardInclude.h includes from above its layer.
