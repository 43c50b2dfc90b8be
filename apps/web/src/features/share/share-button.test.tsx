import { SHARE_TEXTS } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ShareButton } from './share-button';

const book = { name: 'Aag ka Darya', price: 1250, url: 'https://kitabghar.example/product/p-1' };

/** Puts `value` on navigator for one test (jsdom has neither share nor a writable clipboard). */
function onNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

beforeEach(() => mockFetch({}));

describe('ShareButton', () => {
  it('when the browser has the Web Share API, then one Share button opens it with the title, text and URL', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    onNavigator('share', share);
    renderWithProviders(<ShareButton {...book} />);

    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.share }));

    expect(share).toHaveBeenCalledWith({ title: 'Aag ka Darya', text: 'Aag ka Darya – Rs. 1,250.00', url: book.url });
    expect(screen.queryByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp })).not.toBeInTheDocument();
  });

  it('when the shopper closes the share sheet, then nothing else happens (no fallback, no toast)', async () => {
    onNavigator('share', jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    renderWithProviders(<ShareButton {...book} />);

    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.share }));

    expect(screen.getByRole('button', { name: SHARE_TEXTS.share })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp })).not.toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('when the share sheet fails, then the WhatsApp link and Copy link take its place', async () => {
    onNavigator('share', jest.fn().mockRejectedValue(new DOMException('not allowed', 'NotAllowedError')));
    renderWithProviders(<ShareButton {...book} />);

    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.share }));

    expect(await screen.findByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARE_TEXTS.copyLink })).toBeInTheDocument();
  });

  it('when the browser cannot share, then a WhatsApp link carries the book, its price in rupees and its URL', () => {
    renderWithProviders(<ShareButton {...book} />);

    const link = screen.getByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe('Aag ka Darya – Rs. 1,250.00 https://kitabghar.example/product/p-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('button', { name: SHARE_TEXTS.share })).not.toBeInTheDocument();
  });

  it('when a name holds characters a URL reserves (&, #, ?, Urdu), then the WhatsApp text still reads back whole', () => {
    renderWithProviders(<ShareButton name="Rumi & Shams #1? آگ کا دریا" price={99.5} url={book.url} />);

    const href = new URL(screen.getByRole('link', { name: SHARE_TEXTS.shareOnWhatsApp }).getAttribute('href') ?? '');
    expect([...href.searchParams.keys()]).toEqual(['text']);
    expect(href.searchParams.get('text')).toBe(`Rumi & Shams #1? آگ کا دریا – Rs. 99.50 ${book.url}`);
  });

  it('when Copy link is pressed, then the URL goes to the clipboard and a toast says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    onNavigator('clipboard', { writeText });
    renderWithProviders(<ShareButton {...book} />);

    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.copyLink }));

    expect(writeText).toHaveBeenCalledWith(book.url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SHARE_TEXTS.linkCopied));
  });

  it('when the clipboard refuses, then a toast says the link could not be copied', async () => {
    onNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    renderWithProviders(<ShareButton {...book} />);

    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.copyLink }));

    expect(await screen.findByText(SHARE_TEXTS.copyFailed)).toBeInTheDocument();
  });

  it('when the page has no clipboard at all (plain http), then the same failure toast shows', async () => {
    onNavigator('clipboard', undefined);
    renderWithProviders(<ShareButton {...book} />);

    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.copyLink }));

    expect(await screen.findByText(SHARE_TEXTS.copyFailed)).toBeInTheDocument();
  });
});
