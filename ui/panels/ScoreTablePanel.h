#pragma once
// The scored entries: a filter box above a sortable table, one row per
// (system, benchmark).

#include "core/dataset/dataset.h"

#include <QWidget>
#include <memory>
#include <vector>

class QLineEdit;
class QTableView;

namespace scalescope::ui {

class ScoreTableModel;
class SortProxy;

class ScoreTablePanel : public QWidget
{
    Q_OBJECT
  public:
    explicit ScoreTablePanel(QWidget* parent = nullptr);

    void setDataset(std::shared_ptr<const Dataset> dataset);
    // Sizes the columns to their contents; only when they do not all fit in the view
    // are long names narrowed (their tooltips hold the whole text). Runs on every resize.
    void fitColumns();

    ScoreTableModel* model() const { return m_model; }
    SortProxy* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filter; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // the view's resizes

  private:
    ScoreTableModel* m_model;
    SortProxy* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_view;
    std::vector<int> m_contentWidths; // per column, measured once per dataset
};

} // namespace scalescope::ui
