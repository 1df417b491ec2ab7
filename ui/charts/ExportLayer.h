#pragma once
// What an export pass draws. An SVG export draws the frame (background, title, axes,
// legend, footnote) and the data (series, marker, error bars) in two passes, so that
// the data can be put inside a clip path of the plot area: Qt's SVG generator writes
// no clipping of its own, and lines would otherwise run over the title.

namespace scalescope::ui {

enum class ExportLayer { All, Frame, Data };

} // namespace scalescope::ui
