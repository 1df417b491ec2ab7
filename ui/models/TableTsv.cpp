#include "ui/models/TableTsv.h"

#include <QAbstractItemModel>
#include <QStringList>

namespace scalescope::ui {

namespace {

QString cellText(const QVariant& value)
{
    QString text = value.toString();
    for (QChar& c : text) {
        if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))
            c = QLatin1Char(' ');
    }
    return text;
}

} // namespace

QString tableTsv(const QAbstractItemModel& model, const QList<int>& rows, const QList<int>& columns)
{
    QString out;
    QStringList cells;
    for (const int column : columns)
        cells.append(cellText(model.headerData(column, Qt::Horizontal, Qt::DisplayRole)));
    out += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (const int row : rows) {
        cells.clear();
        for (const int column : columns)
            cells.append(cellText(model.index(row, column).data(Qt::DisplayRole)));
        out += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace scalescope::ui
