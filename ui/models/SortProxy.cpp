#include "ui/models/SortProxy.h"

#include "ui/models/ItemRoles.h"

namespace scalescope::ui {

SortProxy::SortProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

bool SortProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant leftValue = left.data(sortRole());
    const QVariant rightValue = right.data(sortRole());
    const bool leftBlank = !leftValue.isValid();
    const bool rightBlank = !rightValue.isValid();
    if (leftBlank || rightBlank) {
        // Descending order shows the "greatest" first, so blanks must compare as the
        // smallest there to end up last.
        if (leftBlank == rightBlank)
            return false;
        return sortOrder() == Qt::AscendingOrder ? rightBlank : leftBlank;
    }
    const auto numeric = [](const QVariant& value) {
        const int type = value.typeId();
        return type == QMetaType::Double || type == QMetaType::LongLong || type == QMetaType::Int ||
               type == QMetaType::Bool;
    };
    if (numeric(leftValue) && numeric(rightValue))
        return leftValue.toDouble() < rightValue.toDouble();
    return QString::compare(leftValue.toString(), rightValue.toString(), sortCaseSensitivity()) < 0;
}

} // namespace scalescope::ui
