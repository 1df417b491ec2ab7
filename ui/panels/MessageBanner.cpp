#include "ui/panels/MessageBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace scalescope::ui {

MessageBanner::MessageBanner(QWidget* parent)
    : QFrame(parent), m_label(new QLabel(this)), m_closeButton(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_closeButton->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_closeButton->setAutoRaise(true);
    m_closeButton->setToolTip(tr("Dismiss"));
    connect(m_closeButton, &QToolButton::clicked, this, &QWidget::hide);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_closeButton, 0, Qt::AlignTop);
    hide();
}

void MessageBanner::showMessage(const QString& text, Kind kind)
{
    m_kind = kind;
    m_label->setText(text);
    QPalette colours = palette();
    colours.setColor(QPalette::Window,
                     kind == Kind::Error ? QColor(0xf8, 0xd7, 0xda) : QColor(0xdd, 0xea, 0xf7));
    colours.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(colours);
    show();
}

QString MessageBanner::text() const
{
    return m_label->text();
}

} // namespace scalescope::ui
