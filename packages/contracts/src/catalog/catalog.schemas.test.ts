import { PAGE_SIZES } from '../common/constants';
import { productFacetsQuerySchema, productsQuerySchema } from './catalog.schemas';
import { subcategoryKey, tidySubcategory } from './categories';

describe('productsQuerySchema', () => {
  it('when nothing is given, then the defaults apply', () => {
    expect(productsQuerySchema.parse({})).toEqual({
      bestseller: false,
      availability: 'all',
      sort: 'featured',
      page: 1,
      limit: 20,
    });
  });

  it('when numbers arrive as strings, then they are coerced', () => {
    const query = productsQuerySchema.parse({ page: '3', limit: '120', minPrice: '100', maxPrice: '999.5', rating: '4' });
    expect(query).toMatchObject({ page: 3, limit: 120, minPrice: 100, maxPrice: 999.5, rating: 4 });
  });

  it('when the limit or page is out of range, a fraction or not a number, then it is clamped or defaulted, never refused', () => {
    const parse = (query: object) => productsQuerySchema.parse(query);
    expect(parse({ limit: '10000' }).limit).toBe(PAGE_SIZES.productsCeiling);
    expect(parse({ limit: '0' }).limit).toBe(1);
    expect(parse({ limit: '-5' }).limit).toBe(1);
    expect(parse({ limit: '2.9' }).limit).toBe(2);
    expect(parse({ limit: 'all' }).limit).toBe(PAGE_SIZES.productsDefault);
    expect(parse({ page: '0' }).page).toBe(1);
    expect(parse({ page: 'abc' }).page).toBe(1);
  });

  it('when values are blank, then they are ignored and defaults apply', () => {
    const query = productsQuerySchema.parse({ category: ' ', search: '', page: '', limit: '  ', sort: '', bestseller: '' });
    expect(query).toMatchObject({ page: 1, limit: 20, sort: 'featured', bestseller: false });
    expect(query.category).toBeUndefined();
    expect(query.search).toBeUndefined();
  });

  it('when bestseller=true, then it becomes a boolean true', () => {
    expect(productsQuerySchema.parse({ bestseller: 'true' }).bestseller).toBe(true);
  });

  it('when subCategory is repeated or single, then it is a list without blanks', () => {
    expect(productsQuerySchema.parse({ subCategory: ['New Books', 'Old Books', ' '] }).subCategory).toEqual([
      'New Books',
      'Old Books',
    ]);
    expect(productsQuerySchema.parse({ subCategory: 'New Books' }).subCategory).toEqual(['New Books']);
  });

  it('when the sort or availability is unknown, then the query is refused', () => {
    expect(productsQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(productsQuerySchema.safeParse({ availability: 'sold-out' }).success).toBe(false);
  });
});

describe('subcategories', () => {
  it.each([
    ['  urdu   NOVELS ', 'Urdu Novels'],
    ['MA english', 'MA English'],
    ['CSS', 'CSS'],
    ['McGraw hill', 'McGraw Hill'],
    ['9th class', '9th Class'],
    ['اردو ادب', 'اردو ادب'],
  ])('when %p is tidied, then it reads %p', (raw, tidy) => {
    expect(tidySubcategory(raw)).toBe(tidy);
  });

  it('when spellings differ only in case and spaces, then they share one key', () => {
    expect(subcategoryKey(' Urdu  novels')).toBe('urdu novels');
    expect(subcategoryKey('URDU NOVELS')).toBe(subcategoryKey('urdu novels'));
  });
});

describe('productFacetsQuerySchema', () => {
  it('when the search is blank, then it is left out', () => {
    expect(productFacetsQuerySchema.parse({ search: '  ' })).toEqual({});
    expect(productFacetsQuerySchema.parse({ search: ' ghalib ' })).toEqual({ search: 'ghalib' });
  });
});
