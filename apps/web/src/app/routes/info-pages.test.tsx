import { CATALOG_TEXTS, MESSAGES, STORE_INFO, STORE_LINKS, TIMINGS } from '@bookstore/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMailDraft } from '@/lib/mail-draft';
import { mockFetch, storeSettingsRoute } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { DeliveryPage } from './delivery-page';
import { PrivacyPolicyPage } from './privacy-policy-page';

jest.mock('@/lib/mail-draft', () => ({ openMailDraft: jest.fn() }));

describe('ContactPage', () => {
  afterEach(() => jest.useRealTimers());

  it('when a field is empty, then "All fields are required" and no mail opens', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);

    await user.click(await screen.findByRole('button', { name: 'Send Message' }));

    expect(await screen.findAllByText(MESSAGES.forms.allFieldsRequired)).toHaveLength(3);
    expect(openMailDraft).not.toHaveBeenCalled();
  });

  it('when sent, then "Opening Email..." for 1.5 s, the draft opens, the form clears and a thank-you shows for 5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactPage />);

    await user.type(await screen.findByLabelText('Your name'), 'Ali');
    await user.type(screen.getByLabelText('Subject'), 'Order 12');
    await user.type(screen.getByLabelText('Message'), 'Where is my parcel?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Opening Email...' })).toBeDisabled();
    expect(openMailDraft).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(TIMINGS.contactOpeningEmailMs));

    expect(openMailDraft).toHaveBeenCalledWith(
      `mailto:${STORE_INFO.email}?subject=Order%2012&body=${encodeURIComponent('Message from: Ali\n\nWhere is my parcel?')}`,
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByText(CATALOG_TEXTS.contactSent)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.contactConfirmationMs));
    expect(screen.queryByText(CATALOG_TEXTS.contactSent)).not.toBeInTheDocument();
  });

  it('when shown, then the store-visit card has the address, hours and a directions link', () => {
    renderWithProviders(<ContactPage />);
    const card = screen.getByRole('region', { name: 'Visit Our Store' });
    expect(within(card).getByText(STORE_INFO.hours)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', STORE_LINKS.directions);
    expect(screen.getByRole('link', { name: STORE_INFO.phone })).toHaveAttribute('href', STORE_LINKS.phone);
  });
});

describe('information pages', () => {
  it('when About is shown, then story, mission, the three values and a team of three appear', () => {
    renderWithProviders(<AboutPage />);
    for (const heading of ['Our Story', 'Our Mission', 'Quality', 'Community', 'Sustainability', 'Our Team']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('team__member'))).toHaveLength(3);
  });

  it('when Delivery is shown, then the five couriers, 4-7 days, the default flat fee of Rs. 99.00 and the contact e-mail appear', () => {
    renderWithProviders(<DeliveryPage />);
    const couriers = screen.getByRole('list', { name: 'Courier services' });
    expect(within(couriers).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/4-7 business days/)).toBeInTheDocument();
    expect(screen.getByText('We charge a flat shipping fee of Rs. 99.00 per order, wherever you are in Pakistan.')).toBeInTheDocument();
    expect(screen.queryByText(/ship free/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: STORE_INFO.email })).toHaveAttribute('href', STORE_LINKS.email);
  });

  it('when Privacy is shown, then its six sections and the contact e-mail appear', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    for (const heading of ['Introduction', 'Information We Collect', 'How We Use Your Information', 'Sharing Your Information', 'Your Rights', 'Contact Us']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: STORE_INFO.email })).toBeInTheDocument();
  });
});

describe('info pages with the shop\'s settings', () => {
  beforeEach(() => {
    mockFetch(
      storeSettingsRoute((settings) => {
        settings.identity.name = 'Noor Books';
        settings.identity.phone = '+92 321 7654321';
        settings.identity.supportEmail = 'help@noorbooks.example';
        settings.identity.hours = 'Mon-Sat 10am to 8pm';
        settings.identity.mapUrl = 'https://maps.example.com/noor';
      }),
    );
  });

  it('when the owner changed the phone, e-mail, hours and map link, then the contact page shows them', async () => {
    renderWithProviders(<ContactPage />);

    expect(await screen.findByRole('link', { name: '+92 321 7654321' })).toHaveAttribute('href', 'tel:+923217654321');
    expect(screen.getByRole('link', { name: 'help@noorbooks.example' })).toHaveAttribute('href', 'mailto:help@noorbooks.example');
    expect(screen.getByText('Mon-Sat 10am to 8pm')).toBeInTheDocument();
    expect(screen.getByText(/^Noor Books, /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', 'https://maps.example.com/noor');
  });

  it('when the owner changed the name and e-mail, then the delivery and privacy pages name them', async () => {
    renderWithProviders(
      <>
        <DeliveryPage />
        <PrivacyPolicyPage />
      </>,
    );

    expect(await screen.findAllByRole('link', { name: 'help@noorbooks.example' })).toHaveLength(2);
    expect(screen.getByText(/Noor Books delivers books/)).toBeInTheDocument();
    expect(screen.getByText(/Noor Books respects your privacy/)).toBeInTheDocument();
  });
});

describe('the delivery page follows the money settings', () => {
  it.each([
    [{ shippingFee: 150, freeShippingThreshold: 3000 }, 'We charge a flat shipping fee of Rs. 150.00 per order, wherever you are in Pakistan. Orders of Rs. 3,000.00 or more ship free.'],
    [{ shippingFee: 120.5, freeShippingThreshold: null }, 'We charge a flat shipping fee of Rs. 120.50 per order, wherever you are in Pakistan.'],
    [{ shippingFee: 0, freeShippingThreshold: 500 }, 'Shipping is free on every order, wherever you are in Pakistan.'],
  ])('when the owner set %j, then Shipping Costs says "%s"', async (money, text) => {
    mockFetch(storeSettingsRoute((settings) => Object.assign(settings.money, money)));
    renderWithProviders(<DeliveryPage />);
    const heading = screen.getByRole('heading', { name: 'Shipping Costs' });
    expect(await screen.findByText(text)).toBe(heading.nextElementSibling);
  });
});
