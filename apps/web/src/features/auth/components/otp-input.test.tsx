import { MESSAGES } from '@bookstore/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/test/render';
import { OtpInput } from './otp-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;

describe('OtpInput', () => {
  it('when digits are typed, then each fills its box and the focus moves to the next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(box(1));
    await user.keyboard('123');

    expect(box(1)).toHaveValue('1');
    expect(box(3)).toHaveValue('3');
    expect(box(4)).toHaveFocus();
    expect(value()).toBe('123');
  });

  it('when a letter is typed, then the box stays empty and the focus stays', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(box(1));
    await user.keyboard('a');

    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('when Backspace is pressed on an empty box, then the previous box is cleared and focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(box(1));
    await user.keyboard('123{Backspace}');

    expect(box(3)).toHaveValue('');
    expect(box(3)).toHaveFocus();
    expect(value()).toBe('12');

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
  });

  it('when a 6-digit code is pasted, then it fills every box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(box(1));
    await user.paste(' 654321\n');

    expect(value()).toBe('654321');
    expect(box(6)).toHaveValue('1');
    expect(box(6)).toHaveFocus();
  });

  it('when something other than a 6-digit code is pasted, then nothing changes and "Please paste a valid 6-digit OTP" is shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(box(1));
    await user.paste('12a456');

    expect(value()).toBe('');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.otp.pasteInvalid);
  });

  it('when a code is autofilled into the first box, then it is spread over the boxes', () => {
    renderWithProviders(<Harness />);

    // autofill (autocomplete="one-time-code") sets the whole code in one input event
    fireEvent.change(box(1), { target: { value: '987654' } });

    expect(value()).toBe('987654');
    expect(box(4)).toHaveValue('6');
  });
});
