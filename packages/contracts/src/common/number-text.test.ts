import { formatCount, groupDigits } from './number-text';

describe('number text', () => {
  it('when a run of digits is grouped, then commas separate thousands as en-US writes them', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('1234567')).toBe('1,234,567');
  });

  it('when counts are written, then each reads as toLocaleString("en-US") writes it', () => {
    const counts = [0, -0, 1, 7, 999, 1000, 1001, 16663, 100000, 999999, 1000000, -1, -1234, 123456789012, Number.MAX_SAFE_INTEGER, 1.5, NaN, Infinity];
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('when a count is written, then no Intl formatter is built (the first one sets up ICU on a phone)', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    expect(formatCount(16663)).toBe('16,663');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
