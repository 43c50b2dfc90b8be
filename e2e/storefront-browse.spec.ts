import { expect, test } from '@playwright/test';

/** Storefront journeys over the seeded demo catalogue: browse, filter, open a book, follow a related one. */

test('when a shopper goes from home to a category, filters it and opens a book, then a related book opens too', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest Collection' })).toBeVisible();
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/collections$/);

  // the category: the bar on desktops, the drawer on phones
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    // the filters live in the URL: a radio shows checked once the navigation lands
    await drawer.getByRole('radio', { name: /Urdu Novels/ }).click();
    await expect(drawer.getByRole('radio', { name: /Urdu Novels/ })).toBeChecked();
    await expect(drawer.getByRole('group', { name: 'Urdu Novels subcategories' })).toBeVisible();
    await drawer.getByRole('radio', { name: 'In stock' }).click();
    await expect(drawer.getByRole('radio', { name: 'In stock' })).toBeChecked();
    await drawer.getByRole('button', { name: /^Show / }).click();
  } else {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: /Urdu Novels/ }).click();
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'In stock' }).click();
  }
  await expect(page).toHaveURL(/category=Urdu\+Novels/);
  await expect(page).toHaveURL(/availability=in-stock/);
  await expect(page.getByRole('heading', { level: 1, name: 'Urdu Novels' })).toBeVisible();
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter In stock' })).toBeVisible();

  // the sort really orders by price
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const prices = await page.locator('.product-card .price:not(.price--original)').allInnerTexts();
  const values = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await page.locator('.product-card__link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  const firstTitle = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page.getByRole('tab', { name: /Reviews \(\d+\)/ })).toBeVisible();

  // the related books load as their section nears the screen
  const related = page.getByRole('region', { name: 'Related Products' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.locator('.product-card').first()).toBeVisible();
  expect(await related.locator('.product-card').count()).toBeLessThanOrEqual(5);
  await related.locator('.product-card__link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstTitle);
  await expect(page.getByText('Urdu Novels', { exact: false }).first()).toBeVisible();
});

test('when a shared filtered link is opened, then the same filters and page come back', async ({ page }) => {
  await page.goto('/collections?category=Urdu+Novels&rating=4&sort=price-high');
  await expect(page.getByRole('heading', { level: 1, name: 'Urdu Novels' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-high');
  await expect(page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: /4★ & up/ })).toBeVisible();
  await page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/collections\?sort=price-high$/);
});

test('when a book page is opened, then its first format is chosen, and another format and quantity can be added to the cart', async ({ page }) => {
  await page.goto('/collections?search=Aag+Ka+Darya');
  await page.locator('.product-card__link').first().click();
  const formats = page.locator('.purchase').getByRole('radio');
  await expect(formats.first()).toBeChecked();
  await page.locator('.purchase').getByRole('radio', { name: 'Hardcover' }).check({ force: true });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Added to cart/);
  await expect(page.getByRole('link', { name: /Cart, 2 items/ })).toBeVisible();
});

test('when a shopper on a phone taps Add to Cart on a card of a one-format book, then it is added at once', async ({ page }) => {
  await page.goto('/collections?search=The+Old+Man+and+the+Sea');
  const card = page.getByRole('article').filter({ hasText: 'The Old Man and the Sea' }).first();
  await expect(card.getByRole('radio').first()).toBeChecked();
  await card.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Added to cart/);
  await expect(page.getByRole('link', { name: /Cart, 1 item/ })).toBeVisible();
});
