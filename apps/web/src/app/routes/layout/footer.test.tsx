import { screen, waitFor } from '@testing-library/react';
import { mockFetch, storeSettingsRoute } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';
import { WhatsAppButton } from './whatsapp-button';

const changedShop = storeSettingsRoute((settings) => {
  settings.identity.name = 'Noor Books';
  settings.identity.phone = '+92 321 7654321';
  settings.identity.whatsappNumber = '923217654321';
  settings.identity.supportEmail = 'help@noorbooks.example';
  settings.identity.address = { street: 'Shop 4, Anarkali', city: 'Lahore', country: 'Pakistan' };
  settings.identity.hours = 'Mon-Sat 10am to 8pm';
});

describe('Footer', () => {
  it('when the settings have not arrived, then the compiled details show (nothing blanks)', () => {
    mockFetch({});
    renderWithProviders(<Footer />);

    expect(screen.getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute('href', 'tel:+923001234567');
  });

  it('when the owner changed the shop details, then the footer shows the new name, phone, e-mail, address and hours', async () => {
    mockFetch(changedShop);
    renderWithProviders(<Footer />);

    expect(await screen.findByRole('link', { name: '+92 321 7654321' })).toHaveAttribute('href', 'tel:+923217654321');
    expect(screen.getByRole('link', { name: 'help@noorbooks.example' })).toHaveAttribute('href', 'mailto:help@noorbooks.example');
    expect(screen.getByText('Shop 4, Anarkali, Lahore, Pakistan')).toBeInTheDocument();
    expect(screen.getByText('Shop hours: Mon-Sat 10am to 8pm')).toBeInTheDocument();
    expect(screen.getByText(/Noor Books\. All rights reserved\./)).toBeInTheDocument();
    expect(screen.queryByText('+92 300 1234567')).not.toBeInTheDocument();
  });
});

describe('WhatsAppButton', () => {
  // jsdom lays nothing out: no control is ever under the button
  beforeEach(() => {
    document.elementsFromPoint = () => [];
  });

  it('when the owner changed the WhatsApp number, then the button opens a chat with the new number', async () => {
    mockFetch(changedShop);
    renderWithProviders(<WhatsAppButton />);

    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await waitFor(() => expect(link).toHaveAttribute('href', 'https://wa.me/923217654321'));
  });
});
