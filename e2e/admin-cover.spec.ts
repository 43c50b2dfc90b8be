import { expect, test, type Page } from '@playwright/test';
import { PNG, shoot, signInToBackOffice } from './admin-support';

/** Fills the required fields of the new-book form. */
async function fillNewBook(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'New book' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Author' }).fill('Cover Author');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('English Novels');
  await form.getByRole('combobox', { name: 'Language' }).selectOption('English');
  await form.getByRole('spinbutton', { name: 'Price (Rs.)', exact: true }).fill('640');
  await form.getByRole('spinbutton', { name: 'Copies in stock' }).fill('3');
  await form.getByRole('checkbox', { name: 'Paperback' }).check();
  return form;
}

test('when the admin creates a book with its cover in one go, then the book is saved with the cover and the shop shows it', async ({ page, request }, testInfo) => {
  const title = `Covered Book ${Date.now()}`;
  await signInToBackOffice(page, '/admin/products/new');

  const form = await fillNewBook(page, title);
  await form.getByLabel('Cover image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
  await shoot(page, 'product-new-with-cover', testInfo.project.name);
  await form.getByRole('button', { name: 'Create book' }).click();

  await expect(page.getByTestId('toast')).toContainText('Product created');
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
  // the save moved on by itself: nothing asked to leave
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await shoot(page, 'product-edit-with-cover', testInfo.project.name);

  const productId = page.url().split('/').pop() ?? '';
  const shop = await request.get(`/api/products/${productId}`);
  const { product } = (await shop.json()) as { product: { name: string; image: string[] } };
  expect(product).toMatchObject({ name: title, image: [expect.stringMatching(/\.webp$/)] });
  expect((await request.get(product.image[0]!)).headers()['content-type']).toBe('image/webp');

  // the newest book heads lists and cart suggestions: later journeys must not meet (and buy out) this one
  const removed = await page.request.delete(`/api/admin/products/${productId}`);
  expect(removed.ok(), await removed.text()).toBeTruthy();
});

test('when the admin leaves a book with unsaved changes, then the back office asks first and the tab warns on closing', async ({ page }, testInfo) => {
  await signInToBackOffice(page, '/admin/products/new');
  const form = await fillNewBook(page, `Unsaved Book ${Date.now()}`);

  await page.getByRole('link', { name: 'Products' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your changes to this book have not been saved.');
  await shoot(page, 'product-unsaved-warning', testInfo.project.name);
  await dialog.getByRole('button', { name: 'Stay and save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(form.getByRole('spinbutton', { name: 'Price (Rs.)', exact: true })).toHaveValue('640');

  // closing the tab gets the browser's own warning, which can be refused
  const warning = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await warning;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(form.getByRole('textbox', { name: 'Author' })).toHaveValue('Cover Author');

  await page.getByRole('link', { name: '← All books' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});
