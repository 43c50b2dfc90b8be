import type { AdminHeroImage } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderAdmin } from '../test-utils';

const banner = (id: string, sortOrder: number, overrides: Partial<AdminHeroImage> = {}): AdminHeroImage => ({
  id,
  imageUrl: `/uploads/hero/${id}.webp`,
  altText: `Banner ${id}`,
  sortOrder,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const bodiesOf = (fetchMock: jest.Mock, method: string, path: string) =>
  callsTo(fetchMock, method, path).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('HeroImagesPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when a banner is moved down, then the two swap places and the new positions are saved', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/hero-images', {
      routes: {
        'GET /api/admin/hero-images': () => ({ success: true, heroImages: [banner('a', 0), banner('b', 1), banner('c', 2)] }),
        'PATCH /api/admin/hero-images/a': () => ({ success: true, message: 'Banner saved', heroImage: banner('a', 1) }),
        'PATCH /api/admin/hero-images/b': () => ({ success: true, message: 'Banner saved', heroImage: banner('b', 0) }),
      },
    });

    const list = await screen.findByRole('list', { name: 'Banners in their order' });
    expect(within(list).getByRole('button', { name: 'Move banner 1 up' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Move banner 1 down' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Banner saved'));
    expect(bodiesOf(fetchMock, 'PATCH', '/api/admin/hero-images/a')).toEqual([{ sortOrder: 1 }]);
    expect(bodiesOf(fetchMock, 'PATCH', '/api/admin/hero-images/b')).toEqual([{ sortOrder: 0 }]);
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/hero-images/c')).toHaveLength(0);
  });

  it('when a banner is unticked, then it is hidden from the home page at once', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/hero-images', {
      routes: {
        'GET /api/admin/hero-images': () => ({ success: true, heroImages: [banner('a', 0)] }),
        'PATCH /api/admin/hero-images/a': () => ({ success: true, message: 'Banner saved', heroImage: banner('a', 0, { isActive: false }) }),
      },
    });

    const list = await screen.findByRole('list', { name: 'Banners in their order' });
    await user.click(within(list).getByRole('checkbox', { name: 'Shown on the home page' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Banner saved'));
    expect(bodiesOf(fetchMock, 'PATCH', '/api/admin/hero-images/a')).toEqual([{ isActive: false }]);
  });

  it('when a banner is added without a picture, then the picture is asked for and nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/hero-images', {
      routes: { 'GET /api/admin/hero-images': () => ({ success: true, heroImages: [] }) },
    });

    expect(await screen.findByRole('heading', { name: 'No banners yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add banner' }));

    expect(screen.getByText('Please choose an image')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/hero-images')).toHaveLength(0);
  });
});
