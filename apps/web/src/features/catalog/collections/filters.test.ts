import { activeChips, clearedFilters, pageWindow, readFilters, toProductsQuery, writeFilters } from './filters';

const rupees = (n: number) => `Rs. ${n}`;

describe('collection filters in the URL', () => {
  it('when a shared URL is read and written back, then every filter survives', () => {
    const url = 'search=ghalib&category=Urdu+Poetry&subCategory=Old+Books&subCategory=Classic&minPrice=200&maxPrice=900&rating=4&availability=in-stock&sort=price-low&page=3';
    const filters = readFilters(new URLSearchParams(url));
    expect(filters).toEqual({
      search: 'ghalib',
      category: 'Urdu Poetry',
      subCategories: ['Old Books', 'Classic'],
      minPrice: 200,
      maxPrice: 900,
      rating: 4,
      availability: 'in-stock',
      sort: 'price-low',
      page: 3,
    });
    expect(writeFilters(filters).toString()).toBe(url);
  });

  it('when values are unreadable, then they are ignored and defaults apply', () => {
    expect(readFilters(new URLSearchParams('rating=9&sort=cheapest&availability=x&page=-2&minPrice=abc&category=%20'))).toEqual({
      search: undefined,
      category: undefined,
      subCategories: [],
      minPrice: undefined,
      maxPrice: undefined,
      rating: undefined,
      availability: 'all',
      sort: 'featured',
      page: 1,
    });
  });

  it('when defaults are written, then the URL stays clean', () => {
    expect(writeFilters(readFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('when the list is asked for, then it gets 20 a page and no default values', () => {
    expect(toProductsQuery(readFilters(new URLSearchParams('category=Medical&page=2')))).toEqual({
      category: 'Medical',
      page: 2,
      limit: 20,
      search: undefined,
      subCategory: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      rating: undefined,
      availability: undefined,
      sort: undefined,
    });
  });
});

describe('filter chips', () => {
  const filters = readFilters(new URLSearchParams('search=x&category=Medical&subCategory=MBBS&minPrice=100&rating=3&availability=bestseller&sort=rating&page=4'));

  it('when filters are active, then each has a chip whose removal goes back to page 1', () => {
    const chips = activeChips(filters, rupees);
    expect(chips.map((c) => c.label)).toEqual(['Medical', 'MBBS', 'From Rs. 100', '3★ & up', 'Bestsellers']);
    const withoutCategory = chips[0]!.without;
    expect(withoutCategory).toMatchObject({ category: undefined, subCategories: [], page: 1, rating: 3 });
    expect(chips[1]!.without.subCategories).toEqual([]);
  });

  it('when "Clear all" is used, then the search and sort stay and every filter goes', () => {
    expect(clearedFilters(filters)).toEqual({ search: 'x', sort: 'rating', subCategories: [], availability: 'all', page: 1 });
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 3, 4, 5]],
    [6, 12, [4, 5, 6, 7, 8]],
    [12, 12, [8, 9, 10, 11, 12]],
    [2, 0, []],
  ])('when on page %i of %i, then the buttons are %p (at most 5)', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });
});
