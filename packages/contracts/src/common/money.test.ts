import type * as Money from './money';
import { calcTotals, discountPercent, formatPaisa, formatRupees, toPaisa, toRupees } from './money';

describe('calcTotals', () => {
  it('when the cart is empty, then every amount is 0 (no shipping for nothing)', () => {
    expect(calcTotals([])).toEqual({ subtotal: 0, taxes: 0, shippingFee: 0, total: 0 });
  });

  it('when lines are priced, then total = subtotal + 2 % tax + flat Rs. 99 shipping', () => {
    const totals = calcTotals([
      { unitPricePaisa: 500_00, quantity: 2 },
      { unitPricePaisa: 250_00, quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotal: 1250_00, taxes: 25_00, shippingFee: 99_00, total: 1374_00 });
  });

  it('when 2 % of the subtotal is a fraction of a paisa, then the tax is rounded to the nearest paisa', () => {
    // 2 % of 12.25 rupees = 24.5 paisa -> 25; 2 % of 12.24 rupees = 24.48 paisa -> 24
    expect(calcTotals([{ unitPricePaisa: 1225, quantity: 1 }]).taxes).toBe(25);
    expect(calcTotals([{ unitPricePaisa: 1224, quantity: 1 }]).taxes).toBe(24);
  });

  it('when there are many items, then shipping is still one flat fee', () => {
    expect(calcTotals([{ unitPricePaisa: 100_00, quantity: 10 }]).shippingFee).toBe(99_00);
  });
});

describe('formatting', () => {
  it('when paisa are formatted, then they read Rs. with thousands separators and 2 decimals', () => {
    expect(formatPaisa(123400)).toBe('Rs. 1,234.00');
    expect(formatPaisa(123456)).toBe('Rs. 1,234.56');
    expect(formatPaisa(0)).toBe('Rs. 0.00');
  });

  it('when any amount is formatted, then it reads as Intl en-US with 2 decimals writes it', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, -0, 1, 5, 99, 100, 101, 999_99, 1000_00, 1234_56, 100_000_00, 12_345_678_90, -1, -0.4, -250_00, 0.5, 1.5, 2.5, 123.49, 999_999_999_999_99, 9_007_199_254_740_991];
    for (let paisa = 0; paisa < 300_000; paisa += 997) amounts.push(paisa, paisa * 1013);
    for (const paisa of amounts) expect(formatPaisa(paisa)).toBe(`Rs. ${intl.format(toRupees(paisa))}`);
    for (const paisa of [NaN, Infinity, -Infinity, 1e20]) expect(formatPaisa(paisa)).toBe(`Rs. ${intl.format(toRupees(paisa))}`);
  });

  it('when the money module loads and a price is formatted, then no Intl formatter is built (the first one sets up ICU on a phone)', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      const money = jest.requireActual<typeof Money>('./money');
      expect(money.formatPaisa(290_000)).toBe('Rs. 2,900.00');
      expect(money.formatRupees(250)).toBe('Rs. 250.00');
    });
    expect(numberFormat).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('when rupees are formatted, then they read like paisa of the same amount', () => {
    expect(formatRupees(1234.5)).toBe('Rs. 1,234.50');
  });

  it('when rupees with float noise are converted, then paisa are whole and convert back exactly', () => {
    expect(toPaisa(19.99)).toBe(1999);
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });
});

describe('discountPercent', () => {
  it('when sold below the original price, then the whole percent saved is returned', () => {
    expect(discountPercent(750_00, 1000_00)).toBe(25);
    expect(discountPercent(666_00, 1000_00)).toBe(33);
  });

  it('when there is no original price or it is not higher, then the discount is 0', () => {
    expect(discountPercent(500_00, null)).toBe(0);
    expect(discountPercent(500_00, undefined)).toBe(0);
    expect(discountPercent(500_00, 500_00)).toBe(0);
    expect(discountPercent(500_00, 400_00)).toBe(0);
  });
});
