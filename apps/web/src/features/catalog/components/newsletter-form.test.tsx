import { MESSAGES } from '@bookstore/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('when the e-mail is not an address, then the newsletter message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    renderWithProviders(<NewsletterForm />);

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(MESSAGES.newsletter.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a valid e-mail is submitted, then a thank-you toast shows and the box clears', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    const box = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(box, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newsletter.subscribed);
    expect(box).toHaveValue('');
  });
});
