#pragma once
// A few lines of plain text that change on every slider step. A QLabel would ask for
// a new layout on each setText() (updateGeometry), and that re-lays and repaints the
// whole window: bench/ui_bench measured 3.8 ms a step with a QLabel, 0.9 ms without.
// This widget has a fixed height of `lines` lines and only repaints itself.

#include <QString>
#include <QWidget>

namespace scalescope::ui {

class ReadoutText : public QWidget
{
    Q_OBJECT
  public:
    explicit ReadoutText(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    int m_lines;
    QString m_text;
};

} // namespace scalescope::ui
