import { expect, test } from '@playwright/test';
import { createShopper, logIn } from './commerce-support';

test('when a signed-in shopper writes a review, then it shows on the product page and the count grows', async ({ page, request }) => {
  const answer = await request.get('/api/products/get?limit=5&sort=price-high');
  const { products } = (await answer.json()) as { products: { id: string; name: string }[] };
  const book = products[0];
  expect(book).toBeDefined();
  const bookPath = `/product/${book!.id}`;

  await page.goto(bookPath);
  const reviewsTab = page.getByRole('tab', { name: /Reviews \(\d+\)/ });
  await reviewsTab.click();
  await expect(page.getByText('Please log in to submit a review')).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await reviewsTab.textContent()) ?? '')?.[1]);

  const shopper = await createShopper(request, 'Hina');
  await logIn(page, shopper, bookPath);
  await page.getByRole('tab', { name: /Reviews \(\d+\)/ }).click();
  const comment = `Beautifully printed, arrived in three days (${Date.now()})`;
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your review (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByTestId('toast')).toHaveText(/Review submitted successfully/);
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: /Reviews \(\d+\)/ }).click();
  await expect(page.getByText(comment)).toBeVisible();
});
