import type { AdminOrderItem, OrderItem } from '@bookstore/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';

const amountOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('OrderTotals', () => {
  it('when the amounts are rupees, then Subtotal, Tax, Shipping and Total show them, the total last', () => {
    render(<OrderTotals totals={{ subtotal: 2500, taxes: 50, shippingFee: 99, total: 2649 }} />);

    expect(amountOf('Subtotal')).toBe('Rs. 2,500.00');
    expect(amountOf('Tax')).toBe('Rs. 50.00');
    expect(amountOf('Shipping')).toBe('Rs. 99.00');
    expect(amountOf('Total')).toBe('Rs. 2,649.00');
    expect(screen.getAllByRole('term').at(-1)).toHaveTextContent('Total');
  });

  it('when the amounts are paisa and the rate is asked for, then the tax line names the rate', () => {
    render(<OrderTotals totals={{ subtotal: 299950, taxes: 5999, shippingFee: 9900, total: 315849 }} inPaisa taxRatePercent={2} />);

    expect(amountOf('Tax (2%)')).toBe('Rs. 59.99');
    expect(amountOf('Total')).toBe('Rs. 3,158.49');
  });
});

describe('OrderLines', () => {
  const shopperLine: OrderItem = { productId: 'book-1', quantity: 2, price: 1250, format: 'Paperback', product: { name: 'Diwan-e-Ghalib', image: '' } };
  const adminLine: AdminOrderItem = { productId: 'book-2', name: 'Raag', image: '', format: '', quantity: 1, price: 800, originalPrice: 1000, lineTotal: 800 };

  it("when the shopper's and the back office's lines are given, then each shows its title, quantity × price and line total", () => {
    render(<OrderLines items={[shopperLine, adminLine]} />);

    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Diwan-e-Ghalib');
    expect(first).toHaveTextContent('Paperback · 2 × Rs. 1,250.00');
    expect(first).toHaveTextContent('Rs. 2,500.00');
    expect(second).toHaveTextContent('1 × Rs. 800.00 Rs. 1,000.00');
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when a product address is given, then a book still in the catalogue links there and a removed one does not', () => {
    render(
      <MemoryRouter>
        <OrderLines items={[adminLine, { ...adminLine, productId: null, name: 'Gone' }]} productHref={(id) => `/admin/products/${id}`} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Raag' })).toHaveAttribute('href', '/admin/products/book-2');
    expect(screen.queryByRole('link', { name: 'Gone' })).not.toBeInTheDocument();
  });
});
