import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, makeOrderDetail, renderAdmin } from '../test-utils';

const order = makeOrderDetail();
const detailPath = `/api/admin/orders/${order.id}`;
const proofId = order.proofs[0]!.id;

describe('OrderDetailPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when the order is shown, then only the moves the transition table allows are offered', async () => {
    renderAdmin(`/admin/orders/${order.id}`, {
      routes: { [detailPath]: () => ({ success: true, order: makeOrderDetail({ status: 'processing', allowedStatuses: ['ready_for_shipment'], proofWaiting: false }) }) },
    });

    const status = await screen.findByRole('region', { name: 'Status' });
    const buttons = within(status).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Ready for shipment']);
    expect(within(status).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order KG-10234' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Books' })).toHaveTextContent('Diwan-e-Ghalib');
    expect(screen.getByRole('region', { name: 'Books' })).toHaveTextContent('Rs. 2,649.00');
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Order placed');
  });

  it('when Cancel order is pressed, then it asks first, and confirming sends the move with the note and toasts the answer', async () => {
    const user = userEvent.setup();
    let current = order;
    const { fetchMock } = renderAdmin(`/admin/orders/${order.id}`, {
      routes: {
        [detailPath]: () => ({ success: true, order: current }),
        [`POST ${detailPath}/status`]: () => {
          current = makeOrderDetail({ status: 'cancelled', allowedStatuses: [], proofWaiting: false });
          return { success: true, message: 'Order status updated', order: current };
        },
      },
    });

    const status = await screen.findByRole('region', { name: 'Status' });
    await user.type(within(status).getByRole('textbox', { name: 'Note for the timeline (optional)' }), 'Customer asked');
    await user.click(within(status).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(callsTo(fetchMock, 'POST', `${detailPath}/status`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Order status updated'));
    const [, init] = callsTo(fetchMock, 'POST', `${detailPath}/status`)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ status: 'cancelled', note: 'Customer asked' });
    expect(await screen.findByText('This order is closed: its status cannot change any more.')).toBeInTheDocument();
  });

  it('when Reject is pressed without a reason, then the reason is asked for and nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin(`/admin/orders/${order.id}`, {
      routes: {
        [detailPath]: () => ({ success: true, order }),
        [`POST ${detailPath}/proofs/${proofId}/reject`]: () => ({
          success: true,
          message: 'Payment proof rejected',
          order: makeOrderDetail({ status: 'cancelled', allowedStatuses: [], proofWaiting: false }),
        }),
      },
    });

    const payment = await screen.findByRole('region', { name: 'Payment' });
    await user.click(within(payment).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment proof' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject proof' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason of 3 to 300 characters.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason (shown to the customer)' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', `${detailPath}/proofs/${proofId}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (shown to the customer)' }), 'Amount does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject proof' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Payment proof rejected'));
    const [, init] = callsTo(fetchMock, 'POST', `${detailPath}/proofs/${proofId}/reject`)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ reason: 'Amount does not match' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when Approve is pressed, then the server message is toasted and the order shows as confirmed', async () => {
    const user = userEvent.setup();
    let approved = false;
    const confirmed = makeOrderDetail({
      status: 'confirmed',
      paymentStatus: 'verified',
      proofWaiting: false,
      allowedStatuses: ['processing', 'cancelled'],
      proofs: [{ ...order.proofs[0]!, status: 'approved', reviewedAt: '2026-11-20T09:00:00.000Z', reviewedBy: { id: 'x', name: 'Sana' } }],
    });
    renderAdmin(`/admin/orders/${order.id}`, {
      routes: {
        [detailPath]: () => ({ success: true, order: approved ? confirmed : order }),
        [`POST ${detailPath}/proofs/${proofId}/approve`]: () => {
          approved = true;
          return { success: true, message: 'Payment proof approved', order: confirmed };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Payment proof approved'));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Approved')).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('admin-status-badge')[0]).toHaveTextContent('CONFIRMED');
  });

  it("when the order has a proof, then the thumbnail, the large view and 'Open the original' load it from the API's private route", async () => {
    const user = userEvent.setup();
    renderAdmin(`/admin/orders/${order.id}`, { routes: { [detailPath]: () => ({ success: true, order }) } });

    const imagePath = `${detailPath}/proofs/${proofId}/image`;
    expect(await screen.findByRole('img', { name: 'Payment proof 1' })).toHaveAttribute('src', imagePath);
    await user.click(screen.getByRole('button', { name: 'View payment proof 1 large' }));
    const large = screen.getByRole('dialog', { name: 'Payment proof' });
    expect(within(large).getByRole('img', { name: 'Payment proof, full size' })).toHaveAttribute('src', imagePath);
    expect(within(large).getByRole('link', { name: /Open the original/ })).toHaveAttribute('href', imagePath);
  });

  it('when a tracking id is saved without a courier, then the courier is asked for; with one, the details are sent', async () => {
    const user = userEvent.setup();
    let current = makeOrderDetail({ status: 'confirmed', proofWaiting: false, allowedStatuses: ['processing', 'cancelled'] });
    const { fetchMock } = renderAdmin(`/admin/orders/${order.id}`, {
      routes: {
        [detailPath]: () => ({ success: true, order: current }),
        [`PUT ${detailPath}/shipping`]: () => {
          current = { ...current, shippingMethod: 'tcs', trackingId: 'TCS-1', trackingUrl: 'https://www.tcsexpress.com/track/' };
          return { success: true, message: 'Shipping details saved', order: current };
        },
      },
    });

    const shipping = await screen.findByRole('region', { name: 'Shipping' });
    await user.type(within(shipping).getByRole('textbox', { name: 'Tracking ID' }), 'TCS-1');
    await user.click(within(shipping).getByRole('button', { name: 'Save shipping' }));
    expect(within(shipping).getByRole('alert')).toHaveTextContent('Choose a courier for this tracking ID.');
    expect(callsTo(fetchMock, 'PUT', `${detailPath}/shipping`)).toHaveLength(0);

    await user.selectOptions(within(shipping).getByRole('combobox', { name: 'Courier' }), 'TCS');
    await user.click(within(shipping).getByRole('button', { name: 'Save shipping' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Shipping details saved'));
    const [, init] = callsTo(fetchMock, 'PUT', `${detailPath}/shipping`)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ shippingMethod: 'tcs', trackingId: 'TCS-1', estimatedDelivery: null });
    expect(await within(screen.getByRole('region', { name: 'Shipping' })).findByRole('link', { name: /Open the tracking page/ })).toHaveAttribute(
      'href',
      'https://www.tcsexpress.com/track/',
    );
  });
});
