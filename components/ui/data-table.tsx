import styles from './data-table.module.css';

type Props = {
  /** The table's id prefix; its caption names it and the scrolling region around it. */
  id: string;
  caption: string;
  columns: string[];
  /** Each row: its header cell (the row's name), then its cells; `key` and an optional id for links (#model). */
  rows: { key: string; id?: string; header: React.ReactNode; cells: React.ReactNode[] }[];
  /** Columns (by index among the cells) kept on one line, such as prices and dates. */
  nowrap?: number[];
};

/**
 * A table of facts readable without JavaScript (pricing models, certificates, sub-processors). On a phone each row
 * stands as a card with its columns' names beside the values (still a table to a screen reader); between that
 * and a wide screen it scrolls inside a region that takes focus, so the keyboard's arrows scroll it too.
 */
export function DataTable({ id, caption, columns, rows, nowrap = [] }: Props) {
  return (
    // A region, not a section: it is named by the caption and has no heading of its own.
    <div role="region" className={styles.scroller} aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} id={row.id}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className={nowrap.includes(index) ? styles.nowrap : undefined}
                  data-label={columns[index + 1]}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
