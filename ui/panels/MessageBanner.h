#pragma once
// A dismissable line of text above the table that says why an import failed or was
// cancelled, without a modal dialog in the way (and testable offscreen).

#include <QFrame>

class QLabel;
class QToolButton;

namespace scalescope::ui {

class MessageBanner : public QFrame
{
    Q_OBJECT
  public:
    enum class Kind { Information, Error };

    explicit MessageBanner(QWidget* parent = nullptr);

    void showMessage(const QString& text, Kind kind);
    QString text() const;
    Kind kind() const { return m_kind; }

  private:
    QLabel* m_label;
    QToolButton* m_closeButton;
    Kind m_kind = Kind::Information;
};

} // namespace scalescope::ui
