#pragma once
// Sorts a table by SortRole (ItemRoles.h): numbers as numbers, text
// case-insensitively, and blank cells last whichever way the column is sorted (a
// missing score is not "fastest"). Filters on a substring of any column.

#include <QSortFilterProxyModel>

namespace scalescope::ui {

class SortProxy : public QSortFilterProxyModel
{
    Q_OBJECT
  public:
    explicit SortProxy(QObject* parent = nullptr);

  protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

} // namespace scalescope::ui
