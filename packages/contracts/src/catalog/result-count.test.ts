import { formatBookCount, formatResultCount, RESULT_COUNT_CAP } from './result-count';
import { CATALOG_TEXTS } from './catalog.texts';

describe('result counts', () => {
  it('when a count is exact, then it is written with thousands separators', () => {
    expect(formatResultCount(16663)).toBe('16,663');
    expect(formatBookCount(1)).toBe('1 book');
    expect(formatBookCount(0)).toBe('0 books');
  });

  it('when a count stopped at the cap, then it reads "1,000+"', () => {
    expect(formatResultCount(RESULT_COUNT_CAP, true)).toBe('1,000+');
    expect(formatBookCount(RESULT_COUNT_CAP, true)).toBe('1,000+ books');
    expect(CATALOG_TEXTS.refineSearch).toContain('1,000');
  });

  it('when a count is written, then no Intl formatter is built (the first one sets up ICU on a phone)', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    expect(formatBookCount(16663)).toBe('16,663 books');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
