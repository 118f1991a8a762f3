import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the cell (widths, alignment). */
  className?: string;
  /** On phones the row's title: shown first, bold, without the column name beside it. */
  isTitle?: boolean;
}

interface DataTableProps<T> {
  /** The table's name, read by screen readers (and shown to no one else). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}

/**
 * A table that stays a table for assistive technology at every width: from 768 px up it is a
 * plain grid; below, each row becomes a card whose cells carry their column name (the header
 * row is then visually hidden but still read).
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-sm md:ring-1 md:ring-slate-200">
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-slate-200 bg-slate-50">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-top max-md:block max-md:rounded-2xl max-md:bg-white max-md:p-4 max-md:shadow-sm max-md:ring-1 max-md:ring-slate-200 md:border-b md:border-slate-100 md:last:border-0 md:hover:bg-slate-50/60"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={`px-4 py-3 max-md:px-0 ${
                    column.isTitle
                      ? 'max-md:block max-md:pb-2 max-md:pt-0 max-md:text-base'
                      : 'max-md:flex max-md:gap-3 max-md:py-1.5 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]'
                  } ${column.className ?? ''}`}
                >
                  {column.isTitle ? (
                    column.cell(row)
                  ) : (
                    <div className="min-w-0 max-md:flex-1">{column.cell(row)}</div>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
