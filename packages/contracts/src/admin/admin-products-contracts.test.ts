import { isValidIsbn, normalizeIsbn } from '../catalog/isbn';
import { ADMIN_HERO_MESSAGES, adminHeroImageCreateBodySchema, adminHeroImageUpdateBodySchema, validateHeroFile } from './hero-images';
import { ADMIN_PRODUCT_MESSAGES as M, adminProductInputSchema, validateCoverFile } from './products';
import { storeDate } from './orders';

const book = {
  name: 'Aag Ka Darya',
  price: 1200,
  category: 'Urdu Novels',
  language: 'Urdu',
  stockQuantity: 3,
  condition: 'new',
};

const firstMessage = (input: object) => {
  const parsed = adminProductInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('isValidIsbn', () => {
  it.each(['9780141439518', '978-0-14-143951-8', '0-306-40615-2', '080442957X', '0 8044 2957 x'])('when %s is given, then it is valid', (isbn) => {
    expect(isValidIsbn(isbn)).toBe(true);
  });

  it.each(['9780141439519', '0306406153', '97801414395', 'abcdefghij', '', '978014143951X'])('when %s is given, then it is refused', (isbn) => {
    expect(isValidIsbn(isbn)).toBe(false);
  });

  it('when an ISBN has spaces, hyphens and a small x, then it is kept as digits and X', () => {
    expect(normalizeIsbn(' 0-8044-2957-x ')).toBe('080442957X');
  });
});

describe('adminProductInputSchema', () => {
  it('when only the required fields are given, then the rest take their defaults', () => {
    expect(adminProductInputSchema.parse(book)).toEqual({
      ...book,
      author: '',
      description: '',
      details: '',
      originalPrice: null,
      subCategories: [],
      sizes: [],
      isbn: null,
      publishedAt: null,
      bestseller: false,
      isActive: true,
    });
  });

  it('when blank optional fields come from a form, then they mean none', () => {
    const parsed = adminProductInputSchema.parse({ ...book, isbn: '  ', originalPrice: '', publishedAt: '' });
    expect(parsed).toMatchObject({ isbn: null, originalPrice: null, publishedAt: null });
  });

  it('when the ISBN is typed with hyphens, then it is stored as digits', () => {
    expect(adminProductInputSchema.parse({ ...book, isbn: '978-0-14-143951-8' }).isbn).toBe('9780141439518');
  });

  it.each([
    [{ name: 'A' }, M.name],
    [{ price: 12.345 }, M.price],
    [{ price: -1 }, M.price],
    [{ price: Number.NaN }, M.price],
    [{ originalPrice: 1000 }, M.originalBelowPrice],
    [{ category: 'Cookery' }, M.category],
    [{ sizes: ['Scroll'] }, M.sizes],
    [{ isbn: '9780141439519' }, M.isbn],
    [{ language: 'Latin' }, M.language],
    [{ publishedAt: '2020-13-01' }, M.publishedAt],
    [{ stockQuantity: 1.5 }, M.stockQuantity],
    [{ stockQuantity: -1 }, M.stockQuantity],
    [{ condition: 'mint' }, M.condition],
    [{ subCategories: Array.from({ length: 11 }, (_, i) => `Sub ${i}`) }, M.subCategories],
  ])('when %j is given, then the message is "%s"', (change, message) => {
    expect(firstMessage({ ...book, ...change })).toBe(message);
  });

  it('when the publication date is after today in Pakistan, then it is refused', () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    expect(firstMessage({ ...book, publishedAt: storeDate(tomorrow) })).toBe(M.publishedInFuture);
    expect(firstMessage({ ...book, publishedAt: storeDate() })).toBeNull();
  });

  it('when a price has two decimals, then it is accepted as it is', () => {
    expect(adminProductInputSchema.parse({ ...book, price: 850.5, originalPrice: 999.99 })).toMatchObject({ price: 850.5, originalPrice: 999.99 });
  });
});

describe('image checks before upload', () => {
  it('when a cover is a jpeg under 2 MB, then it may go; over 2 MB or a pdf, then the message says why', () => {
    expect(validateCoverFile({ name: 'cover.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(validateCoverFile({ name: 'cover.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(M.imageTooLarge);
    expect(validateCoverFile({ name: 'cover.pdf', type: 'application/pdf', size: 10 })).toBe(M.imageType);
  });

  it('when a banner is over 4 MB, then it is refused', () => {
    expect(validateHeroFile({ name: 'b.png', type: 'image/png', size: 4 * 1024 * 1024 + 1 })).toBe(ADMIN_HERO_MESSAGES.imageTooLarge);
  });
});

describe('banner bodies', () => {
  it("when multipart text fields arrive as strings, then 'false' and '3' become false and 3", () => {
    expect(adminHeroImageCreateBodySchema.parse({ altText: ' Eid sale ', sortOrder: '3', isActive: 'false' })).toEqual({
      altText: 'Eid sale',
      sortOrder: 3,
      isActive: false,
    });
  });

  it('when an update changes nothing, then it is refused; a bad position names the rule', () => {
    expect(adminHeroImageUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(adminHeroImageUpdateBodySchema.safeParse({ sortOrder: 1000 }).error?.issues[0]?.message).toBe(ADMIN_HERO_MESSAGES.sortOrder);
  });
});

describe('texts the back-office forms show', () => {
  it('when a banner is added without a file, or a book form still shows its empty choices, then these exact texts are used', () => {
    expect(ADMIN_HERO_MESSAGES.imageRequired).toBe('Please choose an image');
    expect(M.imageRequired).toBe('Please choose an image');
    expect(M.category).toBe('Choose a category');
    expect(M.language).toBe('Choose a language');
  });

  it('when a book is saved without a category or language, then the form and the API refuse it with the same texts', () => {
    const issues = adminProductInputSchema.safeParse({ ...book, category: '', language: '' }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues).toEqual(expect.arrayContaining([M.category, M.language]));
  });
});
