import { TIMINGS } from '@bookstore/contracts';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Added to cart')}>
        first
      </button>
      <button type="button" onClick={() => toast.error('Failed to add to cart')}>
        second
      </button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when a second toast is shown, then it replaces the first and closes after 3 seconds', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'first' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');

    act(() => jest.advanceTimersByTime(TIMINGS.toastMs - 1000));
    act(() => screen.getByRole('button', { name: 'second' }).click());

    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to add to cart')).toBeInTheDocument();

    // the replacement gets its own full 3 seconds
    act(() => jest.advanceTimersByTime(TIMINGS.toastMs - 1));
    expect(screen.getByText('Failed to add to cart')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('when the close button is pressed, then the toast goes at once', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'first' }).click());

    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());

    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
