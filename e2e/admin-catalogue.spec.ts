import { expect, test } from '@playwright/test';
import { PNG, shoot, signInToBackOffice } from './admin-support';

test('when the admin adds a book with a cover and then deletes it, then the catalogue follows each step', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const title = `Test Book ${Date.now()}`;
  await signInToBackOffice(page, '/admin/products');

  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Books' })).toBeVisible();
  await shoot(page, 'products', project);

  await page.getByRole('link', { name: 'Add a book' }).first().click();
  const form = page.getByRole('form', { name: 'New book' });
  await form.getByRole('button', { name: 'Create book' }).click();
  await expect(form.getByText('Enter the title (2 to 200 characters)')).toBeVisible();

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Author' }).fill('Test Author');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('English Novels');
  await form.getByRole('combobox', { name: 'Language' }).selectOption('English');
  await form.getByRole('spinbutton', { name: 'Price (Rs.)', exact: true }).fill('750');
  await form.getByRole('spinbutton', { name: 'Copies in stock' }).fill('4');
  await form.getByRole('checkbox', { name: 'Paperback' }).check();
  await form.getByRole('button', { name: 'Create book' }).click();

  await expect(page.getByTestId('toast')).toContainText('Product created');
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('4 left')).toBeVisible();

  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  // uploaded as soon as it is picked
  await expect(page.getByTestId('toast')).toContainText('Image uploaded');
  await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await shoot(page, 'product-edit', project);

  await page.getByRole('button', { name: 'Delete this book' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this book?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Product deleted');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('searchbox', { name: 'Search books' }).fill(title);
  await expect(page.getByRole('heading', { name: 'No books found' })).toBeVisible();
});

test('when the admin adds a banner, hides it and deletes it, then the banner list follows', async ({ page }, testInfo) => {
  const alt = `Winter sale ${Date.now()}`;
  await signInToBackOffice(page, '/admin/hero-images');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Banners in their order' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'banners', testInfo.project.name);

  const addForm = page.getByRole('region', { name: 'Add a banner' });
  await addForm.getByLabel('Banner image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await addForm.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await addForm.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByTestId('toast')).toContainText('Banner added');

  const card = list.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt }) });
  await expect(card).toBeVisible();
  await card.getByRole('checkbox', { name: 'Shown on the home page' }).uncheck();
  await expect(page.getByTestId('toast')).toContainText('Banner saved');
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt }) }).getByRole('checkbox')).not.toBeChecked();

  await list.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt }) }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this banner?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Banner deleted');
  await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
});
