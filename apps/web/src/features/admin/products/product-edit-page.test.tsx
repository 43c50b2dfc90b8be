import type { AdminProduct } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { callsTo, renderAdmin } from '../test-utils';

function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...makeProduct({ id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Diwan-e-Ghalib', author: 'Mirza Ghalib', category: 'Urdu Poetry', price: 850 }),
    isActive: true,
    stockQuantity: 12,
    thumbnails: ['/uploads/covers/diwan-320.webp'],
    publishedAt: null,
    orderCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Fills what a new book needs (title, category, language, price, 12 copies) and picks its cover if given. */
async function fillNewBook(user: UserEvent, form: HTMLElement, { price = '850', cover }: { price?: string; cover?: File } = {}) {
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Diwan-e-Ghalib');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Urdu Poetry');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'Urdu');
  await user.type(within(form).getByRole('spinbutton', { name: 'Price (Rs.)' }), price);
  await user.type(within(form).getByRole('spinbutton', { name: 'Copies in stock' }), '12');
  if (cover) await user.upload(within(form).getByLabelText('Cover image'), cover);
}

describe('ProductEditPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when a new book is sent empty or with a bad ISBN, then each field says what is wrong and nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/products/new');

    const form = await screen.findByRole('form', { name: 'New book' });
    await user.click(within(form).getByRole('button', { name: 'Create book' }));

    expect(await within(form).findByText('Enter the title (2 to 200 characters)')).toBeInTheDocument();
    expect(within(form).getByText('Enter the price in rupees, e.g. 850 or 850.50')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Choose a category');
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveAccessibleDescription('Choose a language');
    expect(within(form).getByText('Enter the copies in stock as a whole number from 0 to 100000')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Diwan-e-Ghalib');
    await user.type(within(form).getByRole('textbox', { name: /ISBN/ }), '978-0-306-40615-8');
    await user.type(within(form).getByRole('spinbutton', { name: 'Price (Rs.)' }), '900');
    await user.type(within(form).getByRole('spinbutton', { name: /Original price/ }), '800');
    await user.click(within(form).getByRole('button', { name: 'Create book' }));

    expect(await within(form).findByText('Enter a valid ISBN-10 or ISBN-13 (check the last digit)')).toBeInTheDocument();
    expect(within(form).queryByText('Enter the title (2 to 200 characters)')).not.toBeInTheDocument();

    // once every field is right on its own, the prices are compared
    await user.clear(within(form).getByRole('textbox', { name: /ISBN/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Urdu Poetry');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'Urdu');
    await user.type(within(form).getByRole('spinbutton', { name: 'Copies in stock' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Create book' }));

    expect(await within(form).findByText('The original price must be at least the price')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/products')).toHaveLength(0);
  });

  it('when a valid new book is created, then the whole book is sent and the editor opens on it', async () => {
    const user = userEvent.setup();
    const created = makeAdminProduct({ image: [], thumbnails: [] });
    const { fetchMock } = renderAdmin('/admin/products/new', {
      routes: {
        'POST /api/admin/products': () => ({ success: true, message: 'Product created', product: created }),
        [`/api/admin/products/${created.id}`]: () => ({ success: true, product: created }),
      },
    });

    const form = await screen.findByRole('form', { name: 'New book' });
    await fillNewBook(user, form, { price: '850.50' });
    await user.type(within(form).getByRole('textbox', { name: 'Author' }), 'Mirza Ghalib');
    await user.type(within(form).getByRole('textbox', { name: /ISBN/ }), '978-0-306-40615-7');
    await user.type(within(form).getByRole('textbox', { name: /Subcategories/ }), 'Poetry, Classics');
    await user.click(within(form).getByRole('checkbox', { name: 'Hardcover' }));
    await user.click(within(form).getByRole('button', { name: 'Create book' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Product created'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/admin/products')[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      name: 'Diwan-e-Ghalib',
      author: 'Mirza Ghalib',
      description: '',
      details: '',
      price: 850.5,
      originalPrice: null,
      category: 'Urdu Poetry',
      subCategories: ['Poetry', 'Classics'],
      sizes: ['Hardcover'],
      isbn: '9780306406157',
      language: 'Urdu',
      publishedAt: null,
      bestseller: false,
      stockQuantity: 12,
      condition: 'new',
      isActive: true,
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(`/admin/products/${created.id}`));
    expect(await screen.findByRole('form', { name: 'Edit book' })).toBeInTheDocument();
    expect(screen.getByText(/This book has no cover yet/)).toBeInTheDocument();
  });

  it('when a cover of the wrong type is picked, then it is refused before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const product = makeAdminProduct();
    const { fetchMock } = renderAdmin(`/admin/products/${product.id}`, {
      routes: { [`/api/admin/products/${product.id}`]: () => ({ success: true, product }) },
    });

    const input = await screen.findByLabelText('Add a picture');
    await user.upload(input, new File(['%PDF'], 'cover.pdf', { type: 'application/pdf' }));

    expect(screen.getByText('Please upload an image (jpeg, jpg, png, or webp)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/admin/products/${product.id}/images`)).toHaveLength(0);
  });

  it('when a cover is picked on a saved book, then it is uploaded at once without another click', async () => {
    const user = userEvent.setup();
    let product = makeAdminProduct();
    const { fetchMock } = renderAdmin(`/admin/products/${product.id}`, {
      routes: {
        [`GET /api/admin/products/${product.id}`]: () => ({ success: true, product }),
        [`POST /api/admin/products/${product.id}/images`]: () => {
          product = { ...product, image: [...product.image, '/uploads/covers/new-page.webp'], thumbnails: [...product.thumbnails, '/uploads/covers/new-card.webp'] };
          return { success: true, message: 'Image uploaded', product };
        },
      },
    });

    await user.upload(await screen.findByLabelText('Add a picture'), new File(['png'], 'back.png', { type: 'image/png' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Image uploaded'));
    const [[, init]] = callsTo(fetchMock, 'POST', `/api/admin/products/${product.id}/images`) as [[unknown, RequestInit]];
    expect((init.body as FormData).get('image')).toHaveProperty('name', 'back.png');
    expect(await screen.findByRole('button', { name: 'Remove picture 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('when a new book is created with a cover, then both go in one request and the editor opens without asking', async () => {
    const user = userEvent.setup();
    const created = makeAdminProduct();
    const { fetchMock } = renderAdmin('/admin/products/new', {
      routes: {
        'POST /api/admin/products/with-cover': () => ({ success: true, message: 'Product created', product: created }),
        [`/api/admin/products/${created.id}`]: () => ({ success: true, product: created }),
      },
    });

    const form = await screen.findByRole('form', { name: 'New book' });
    await fillNewBook(user, form, { cover: new File(['png'], 'diwan.png', { type: 'image/png' }) });
    expect(within(form).getByText('diwan.png')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create book' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(`/admin/products/${created.id}`));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/products')).toHaveLength(0);
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/admin/products/with-cover') as [[unknown, RequestInit]];
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('product')))).toMatchObject({ name: 'Diwan-e-Ghalib', category: 'Urdu Poetry', price: 850, stockQuantity: 12 });
    expect(body.get('image')).toHaveProperty('name', 'diwan.png');
  });

  it('when the server refuses the new book with its cover, then its message shows and the form keeps every value', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/products/new', {
      routes: {
        'POST /api/admin/products/with-cover': () => jsonResponse({ success: false, code: 'VALIDATION', message: 'Please upload an image (jpeg, jpg, png, or webp)' }, 400),
      },
    });

    const form = await screen.findByRole('form', { name: 'New book' });
    await fillNewBook(user, form, { cover: new File(['not really'], 'fake.png', { type: 'image/png' }) });
    await user.click(within(form).getByRole('button', { name: 'Create book' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Please upload an image (jpeg, jpg, png, or webp)'));
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/products/new');
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Diwan-e-Ghalib');
    // still guarded after the failed save
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('when a book has unsaved changes and the admin leaves, then a dialog asks first and the tab warns on closing', async () => {
    const user = userEvent.setup();
    const product = makeAdminProduct();
    renderAdmin(`/admin/products/${product.id}`, {
      routes: { [`/api/admin/products/${product.id}`]: () => ({ success: true, product }) },
    });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    const form = await screen.findByRole('form', { name: 'Edit book' });
    // nothing changed yet: leaving is free
    expect(unload()).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: 'Author' }), ' (ed.)');
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: '← All books' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this book have not been saved. If you leave now, they are lost.');
    expect(within(dialog).getByRole('button', { name: 'Stay and save' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(`/admin/products/${product.id}`);
    expect(within(form).getByRole('textbox', { name: 'Author' })).toHaveValue('Mirza Ghalib (ed.)');

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin\/products$/));
  });

  it('when a book with unsaved changes is deleted, then the list opens without asking about the changes', async () => {
    const user = userEvent.setup();
    const product = makeAdminProduct();
    renderAdmin(`/admin/products/${product.id}`, {
      routes: {
        [`GET /api/admin/products/${product.id}`]: () => ({ success: true, product }),
        [`DELETE /api/admin/products/${product.id}`]: () => ({ success: true, message: 'Product deleted', hidden: false }),
        'GET /api/admin/products': () => ({ success: true, products: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }),
      },
    });

    await user.type(await screen.findByRole('textbox', { name: 'Author' }), ' (ed.)');
    await user.click(screen.getByRole('button', { name: 'Delete this book' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this book?' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin\/products$/));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('when a book with orders is deleted, then it asks first and the server hides it instead', async () => {
    const user = userEvent.setup();
    let product = makeAdminProduct({ orderCount: 3 });
    renderAdmin(`/admin/products/${product.id}`, {
      routes: {
        [`GET /api/admin/products/${product.id}`]: () => ({ success: true, product }),
        [`DELETE /api/admin/products/${product.id}`]: () => {
          product = { ...product, isActive: false };
          return { success: true, message: 'Product hidden: it has orders, so it stays for their records', hidden: true };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Hide this book' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hide this book?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Product hidden: it has orders, so it stays for their records'));
    expect(screen.getByTestId('path')).toHaveTextContent(`/admin/products/${product.id}`);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Shown in the shop' })).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Already hidden' })).toBeDisabled();
  });
});
