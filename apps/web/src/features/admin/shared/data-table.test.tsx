import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { CurrentLocation } from '@/test/helpers';
import { renderWithProviders } from '@/test/render';
import { type Column, DataTable, type TableQuery } from './data-table';

interface Book {
  id: string;
  title: string;
  stock: number;
}

const BOOKS: Book[] = Array.from({ length: 5 }, (_, index) => ({ id: `book-${index + 1}`, title: `Book ${index + 1}`, stock: index }));
const COLUMNS: Column<Book>[] = [
  { header: 'Title', cell: (book) => book.title },
  { header: 'Stock', cell: (book) => `${book.stock} left`, className: 'admin-table__money' },
];
const idle: TableQuery = { isPending: false, isError: false, isFetching: false, error: null, refetch: () => undefined };

/** Two books a page; the page comes from `?page=` as on the back-office lists. */
function PagedBooks() {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const limit = 2;
  return (
    <DataTable
      caption="Books"
      columns={COLUMNS}
      rows={BOOKS.slice((page - 1) * limit, page * limit)}
      rowKey={(book) => book.id}
      noun="books"
      pagination={{ page, limit, total: BOOKS.length, pages: Math.ceil(BOOKS.length / limit) }}
    />
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('when rows are given, then each is a row headed by its first cell, under the column headers', () => {
    renderWithProviders(<DataTable caption="Books" columns={COLUMNS} rows={BOOKS.slice(0, 2)} rowKey={(book) => book.id} noun="books" />);

    const table = screen.getByRole('table', { name: 'Books' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Stock']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Book 1');
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('1 left');
    expect(within(rows[1]!).getByRole('cell')).toHaveAttribute('data-label', 'Stock');
  });

  it('when there are no rows, then the empty state shows its message and action instead of a table', () => {
    renderWithProviders(
      <DataTable
        caption="Books"
        columns={COLUMNS}
        rows={[]}
        rowKey={(book) => book.id}
        noun="books"
        query={idle}
        empty={{ message: 'The catalogue is empty.', action: <button type="button">Add a book</button> }}
      />,
    );

    expect(screen.getByRole('heading', { name: 'No books found' })).toBeInTheDocument();
    expect(screen.getByText('The catalogue is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a book' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when filters are on and no row matches, then "Show all <noun>" takes the place of the action and resets them', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    renderWithProviders(
      <DataTable caption="Books" columns={COLUMNS} rows={[]} rowKey={(book) => book.id} noun="books" onReset={onReset} empty={{ action: <button type="button">Add a book</button> }} />,
    );

    expect(screen.queryByRole('button', { name: 'Add a book' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all books' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('when the rows are still loading, then the loading label is announced', () => {
    renderWithProviders(
      <DataTable caption="Books" columns={COLUMNS} rows={undefined} rowKey={(book) => book.id} query={{ ...idle, isPending: true }} noun="books" />,
    );

    expect(screen.getByText('Loading books…').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when loading fails, then the error shows with Retry, which asks again', async () => {
    const user = userEvent.setup();
    const refetch = jest.fn();
    renderWithProviders(
      <DataTable
        caption="Books"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(book) => book.id}
        query={{ ...idle, isError: true, error: new Error('Network down'), refetch }}
        noun="books"
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the books');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('when Next and Previous are followed, then the page moves in the address and the rows follow it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PagedBooks />
        <CurrentLocation />
      </>,
      { path: '/admin/books?search=book' },
    );

    const pages = screen.getByRole('navigation', { name: 'Books pages' });
    expect(pages).toHaveTextContent('Showing 1–2 of 5');
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));

    expect(screen.getByTestId('path')).toHaveTextContent('/admin/books?search=book&page=2');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Book 3', 'Book 4']);
    expect(screen.getByRole('navigation', { name: 'Books pages' })).toHaveTextContent('Page 2 of 3');

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin\/books\?search=book$/);
  });
});
