import type { Key, ReactNode } from 'react';

export interface DataColumn<Row> {
  header: string;
  /** The header is read by screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** On both the header and the cells (alignment, width). */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  /** The cell's content; a table whose rows are drawn by `children` leaves it out. */
  cell?: (row: Row) => ReactNode;
  /** The cell is the row's header (`<th scope="row">`), which names the row's buttons. */
  rowHeader?: boolean;
  /** The header repeated before the value in the phone's stacked cards (`data-label`). */
  labelled?: boolean;
  /** For a button elsewhere in the row to be described by this cell. */
  cellId?: (row: Row) => string;
}

interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  /** Stacked cards on a phone ('phone'), already on a tablet held upright ('tablet'), or always a table. */
  cards?: 'phone' | 'tablet' | 'never';
  className?: string;
  caption?: string;
  labelledBy?: string;
  rows?: Row[];
  rowKey?: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  /** Rows drawn by the screen itself (a row that turns into a form); the columns then give only the headers. */
  children?: ReactNode;
}

const CARDS_CLASS = { phone: 'meche-table--cards', tablet: 'meche-table--cards-tablet', never: '' } as const;

/**
 * A list's table with the theme's markup: column headers, a row per item, and on a narrow screen each row as a card
 * whose cells carry their header as `data-label`.
 */
export function DataTable<Row>({ columns, cards = 'phone', className, caption, labelledBy, rows = [], rowKey, rowClassName, children }: DataTableProps<Row>) {
  return (
    <table className={['meche-table', CARDS_CLASS[cards], className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {caption && <caption className="meche-sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.hiddenHeader ? <span className="meche-sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {children ??
          rows.map((row, index) => (
            <tr key={rowKey ? rowKey(row) : index} className={rowClassName?.(row)}>
              {columns.map((column) => {
                const props = {
                  id: column.cellId?.(row),
                  className: [column.className, column.cellClassName].filter(Boolean).join(' ') || undefined,
                  'data-label': column.labelled ? column.header : undefined,
                };
                const content = column.cell?.(row);
                return column.rowHeader ? (
                  <th key={column.header} scope="row" {...props}>
                    {content}
                  </th>
                ) : (
                  <td key={column.header} {...props}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
