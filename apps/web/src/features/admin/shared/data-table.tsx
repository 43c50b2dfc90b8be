import type { Pagination as PaginationInfo } from '@bookstore/contracts';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { EmptyState, ErrorState, ListSkeleton } from './query-states';

/** One column: its heading (also the cell's label in the phone card layout) and what each row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** A CSS width for the column, e.g. '8rem'. */
  width?: string;
}

/** What the table needs of the query that loads its rows (a TanStack Query result fits). */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: readonly Column<Row>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** More classes for the table, e.g. 'admin-table--three'. */
  className?: string;
  /** What the rows are, in the plural ('books'): it names the loading, failure and empty states. */
  noun: string;
  /** The query behind the rows: a skeleton while it first loads, its error with Retry if that fails. */
  query?: TableQuery;
  /** With no rows: the line under 'No <noun> found' (or under `title`), and maybe an action. */
  empty?: { title?: string; message?: ReactNode; action?: ReactNode };
  /** Filters are on: with no rows, a 'Show all <noun>' button calls this (in place of `empty.action`). */
  onReset?: () => void;
  /** Shown in the table's place while there are no rows, before anything else (e.g. filters that cannot be asked). */
  notice?: ReactNode;
  /** The footer 'Showing 1–20 of 95' with Previous / Next; the page lives in `?page=`. */
  pagination?: PaginationInfo;
  /** Names the pages' navigation ('<label> pages'); the caption by default. */
  pageLabel?: string;
}

/**
 * A back-office list: a table on wide screens and one card per row on phones (each cell carries its
 * column's name for the card layout). The first column heads its row. Loading, failure, emptiness and
 * the page footer are handled here.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, query } = props;
  return (
    <div className={`admin-list${query?.isFetching && rows ? ' is-refreshing' : ''}`} aria-busy={query?.isFetching ?? false}>
      <TableBody {...props} />
    </div>
  );
}

function TableBody<Row>({ caption, columns, rows, rowKey, className, noun, query, empty = {}, onReset, notice, pagination, pageLabel }: DataTableProps<Row>) {
  if (!rows && notice) return notice;
  if (!rows && query?.isPending) return <ListSkeleton label={`Loading ${noun}…`} />;
  if (!rows && query?.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} title={`Could not load the ${noun}`} />;
  if (!rows || rows.length === 0) {
    return (
      <EmptyState
        title={empty.title ?? `No ${noun} found`}
        actions={
          onReset ? (
            <button type="button" className="btn btn--outline" onClick={onReset}>
              Show all {noun}
            </button>
          ) : (
            empty.action
          )
        }
      >
        {empty.message}
      </EmptyState>
    );
  }
  const [head, ...rest] = columns;
  return (
    <>
      <table className={['admin-table admin-table--cards', className].filter(Boolean).join(' ')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {head && (
                <th scope="row" className={['admin-table__main', head.className].filter(Boolean).join(' ')}>
                  {head.cell(row)}
                </th>
              )}
              {rest.map((column) => (
                <td key={column.header} data-label={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {pagination && <Pagination pagination={pagination} label={pageLabel ?? caption} />}
    </>
  );
}
