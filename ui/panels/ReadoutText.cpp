#include "ui/panels/ReadoutText.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QPainter>

namespace scalescope::ui {

ReadoutText::ReadoutText(int lines, QWidget* parent) : QWidget(parent), m_lines(lines)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setFixedHeight(sizeHint().height());
    // Opaque: a new text repaints this widget alone, not the six parents beneath it
    // (bench/ui_bench counted each of them painting the readout's area on every step).
    setAutoFillBackground(true);
    // The text can still be taken away for a document, as from a selectable label.
    auto* copy = new QAction(tr("&Copy"), this);
    connect(copy, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(m_text); });
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

void ReadoutText::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    setToolTip(text);
    update();
}

QSize ReadoutText::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 60, m_lines * fontMetrics().lineSpacing() + 4};
}

QSize ReadoutText::minimumSizeHint() const
{
    return {0, sizeHint().height()};
}

void ReadoutText::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::WindowText));
    const QRect area = rect().adjusted(0, 2, 0, -2);
    painter.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, m_text);
}

} // namespace scalescope::ui
