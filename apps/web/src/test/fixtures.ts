import { defaultPublicStoreSettings, type Product, type PublicStoreSettings } from '@bookstore/contracts';

let sequence = 0;

/** A valid product; each call gets its own id. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    id: `book-${sequence}`,
    name: `Book ${sequence}`,
    description: 'A good book.',
    details: '',
    price: 1250,
    originalPrice: null,
    discount: 0,
    image: [`/uploads/covers/book-${sequence}.png`],
    thumbnails: [],
    category: 'Urdu Novels',
    subCategories: [],
    subCategory: null,
    sizes: [],
    author: 'Author',
    isbn: null,
    language: 'Urdu',
    date: null,
    rating: 0,
    reviewCount: 0,
    inStock: true,
    bestseller: false,
    condition: 'new',
    ...overrides,
  };
}

/** What jsdom lacks: a Response-like object for a mocked fetch. */
export function jsonResponse(body: unknown, status = 200) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

/** Installs a fetch mock answering by path; unknown paths answer 404. */
export function mockFetch(routes: Record<string, (url: URL) => unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (!handler) return jsonResponse({ success: false, message: 'Not found' }, 404);
    const result = handler(url);
    return result && typeof result === 'object' && 'ok' in result ? result : jsonResponse(result);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * A GET /api/store/settings route for mockFetch: the compiled defaults changed by `change`, as an owner
 * would at /admin/settings.
 */
export function storeSettingsRoute(change: (settings: PublicStoreSettings) => void) {
  const settings = defaultPublicStoreSettings();
  change(settings);
  return { '/api/store/settings': () => ({ success: true, settings }) };
}
