#pragma once
// The scored entries: a filter box above a sortable table, one row per
// (system, benchmark).

#include "core/dataset/dataset.h"

#include <QWidget>

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

    void setDataset(Dataset dataset);
    // Sizes the columns to their contents, narrowing long names so that every column
    // fits in the view when it can.
    void fitColumns();

    ScoreTableModel* model() const { return m_model; }
    SortProxy* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filter; }

private:
    ScoreTableModel* m_model;
    SortProxy* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_view;
};

} // namespace scalescope::ui
