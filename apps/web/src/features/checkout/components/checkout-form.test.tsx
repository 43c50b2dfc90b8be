import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, storeSettingsRoute } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/shopper';
import { CheckoutForm } from './checkout-form';

const C = MESSAGES.checkout;

function renderForm(user = makeUser({ name: '', lastName: '', email: '', address: '', city: '', postCode: '', mobileNumber: '' })) {
  const onSubmit = jest.fn();
  renderWithProviders(<CheckoutForm user={user} amountText="Rs. 1,374.00" submitting={false} onSubmit={onSubmit} summary={null} />);
  return { onSubmit, events: userEvent.setup() };
}

describe('CheckoutForm', () => {
  it('when submitted empty, then every field shows its message and the overall toast shows; editing a field clears only its message', async () => {
    const { onSubmit, events } = renderForm();

    await events.click(screen.getByRole('button', { name: 'Place Order' }));

    for (const text of [C.firstNameRequired, C.lastNameRequired, C.emailRequired, C.addressRequired, C.cityRequired, C.postCodeRequired, C.mobileRequired]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId('toast')).toHaveTextContent(C.fillAllFields);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await events.type(screen.getByLabelText('First Name'), 'B');

    expect(screen.queryByText(C.firstNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(C.cityRequired)).toBeInTheDocument();
  });

  it('when the profile is complete, then the form is prefilled and cash on delivery is sent by default', async () => {
    const { onSubmit, events } = renderForm(makeUser());

    expect(screen.getByLabelText('First Name')).toHaveValue('Bilal');
    expect(screen.getByLabelText('City')).toHaveValue('Karachi');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Bilal', paymentMethod: 'cod', onlinePaymentOption: null, saveInfo: true }), null);
  });

  it('when Pay Online is chosen and the notice is cancelled, then cash on delivery is selected again', async () => {
    const { events } = renderForm(makeUser());

    await events.click(screen.getByRole('radio', { name: 'Pay Online' }));
    const notice = screen.getByRole('alertdialog', { name: 'Pay Online' });
    expect(notice).toHaveTextContent(/coming soon/i);
    await events.click(within(notice).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'JazzCash' })).not.toBeInTheDocument();
  });

  it('when Pay Online is kept without an option or proof, then both messages show on submit', async () => {
    const { onSubmit, events } = renderForm(makeUser());

    await events.click(screen.getByRole('radio', { name: 'Pay Online' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(screen.getByText(C.paymentOptionRequired)).toBeInTheDocument();
    expect(screen.getByText(C.proofRequired)).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(C.fillAllFields);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a proof file is too large or not an image, then it is refused with the spec message', async () => {
    const { events } = renderForm(makeUser());
    await events.click(screen.getByRole('radio', { name: 'Pay Online' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await events.click(screen.getByRole('radio', { name: 'JazzCash' }));
    const picker = screen.getByLabelText('Payment proof (screenshot)');

    await events.upload(picker, new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(C.proofFileSize));
    expect(screen.getByTestId('toast')).toHaveTextContent(C.proofFileSize);

    // a browser's picker may still hand over another type (e.g. "All files")
    await userEvent.setup({ applyAccept: false }).upload(picker, new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(C.proofFileType));

    await events.upload(picker, new File(['x'], 'paid.jpg', { type: 'image/jpeg' }));
    expect(picker).toHaveAccessibleDescription('JPG, PNG or WebP image, at most 250 KB.');
    expect(screen.getByText('paid.jpg')).toBeInTheDocument();
  });

  describe('with the shop\'s payment settings', () => {
    it('when the owner switched EasyPaisa off and changed the JazzCash number, then EasyPaisa is not offered and JazzCash shows the new number', async () => {
      mockFetch(
        storeSettingsRoute((settings) => {
          settings.payments.easyPaisa.enabled = false;
          settings.payments.jazzCash.accountNumber = '0311 7654321';
          settings.payments.jazzCash.accountTitle = 'Noor Books';
        }),
      );
      const { events } = renderForm(makeUser());

      await events.click(screen.getByRole('radio', { name: 'Pay Online' }));
      await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
      await events.click(await screen.findByRole('radio', { name: 'JazzCash' }));

      expect(screen.queryByRole('radio', { name: 'EasyPaisa' })).not.toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeInTheDocument();
      expect(await screen.findByText('0311 7654321')).toBeInTheDocument();
      expect(screen.getByText('Noor Books')).toBeInTheDocument();
      expect(screen.queryByText('0300 1234567')).not.toBeInTheDocument();
    });

    it('when the owner switched cash on delivery off, then only online payment is offered and chosen, with no notice to cancel', async () => {
      mockFetch(
        storeSettingsRoute((settings) => {
          settings.payments.cashOnDelivery.enabled = false;
        }),
      );
      const { events } = renderForm(makeUser());

      await waitFor(() => expect(screen.queryByRole('radio', { name: 'Cash on Delivery' })).not.toBeInTheDocument());
      expect(screen.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await events.click(screen.getByRole('radio', { name: 'Bank Transfer' }));

      expect(screen.getByText('PK93 MEZN 0000 0012 3456 7890')).toBeInTheDocument();
    });

    it('when every online option is off, then Pay Online is not offered', async () => {
      const fetchMock = mockFetch(
        storeSettingsRoute((settings) => {
          settings.payments.jazzCash.enabled = false;
          settings.payments.easyPaisa.enabled = false;
          settings.payments.bankTransfer.enabled = false;
        }),
      );
      renderForm(makeUser());

      await waitFor(() => expect(screen.queryByRole('radio', { name: 'Pay Online' })).not.toBeInTheDocument());
      expect(fetchMock).toHaveBeenCalled();
      expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    });

    it('when a chosen option is switched off before the settings arrive, then it is no longer chosen and its account is not shown', async () => {
      let answer: (value: unknown) => void = () => undefined;
      const settingsLater = new Promise((resolve) => (answer = resolve));
      mockFetch({ '/api/store/settings': () => settingsLater });
      const { events } = renderForm(makeUser());

      await events.click(screen.getByRole('radio', { name: 'Pay Online' }));
      await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
      await events.click(screen.getByRole('radio', { name: 'JazzCash' }));
      expect(screen.getByText('0300 1234567')).toBeInTheDocument();
      const route = storeSettingsRoute((settings) => {
        settings.payments.jazzCash.enabled = false;
      });
      answer(route['/api/store/settings']());

      await waitFor(() => expect(screen.queryByRole('radio', { name: 'JazzCash' })).not.toBeInTheDocument());
      expect(screen.queryByText('0300 1234567')).not.toBeInTheDocument();
    });
  });
});
