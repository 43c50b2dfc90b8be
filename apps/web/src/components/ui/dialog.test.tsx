import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Page({ busy = false, withField = false }: { busy?: boolean; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename the list"
        busy={busy}
        actions={
          withField ? undefined : (
            <>
              <button type="button">Save</button>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </>
          )
        }
      >
        {withField ? (
          <label>
            Name <input />
          </label>
        ) : (
          <p>Give the list a new name.</p>
        )}
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open it' }));
  return user;
}

describe('Dialog', () => {
  it('when it opens, then it is a modal named by its title and the first action has the focus', async () => {
    await openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Rename the list' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('when it has no actions but a field, then the field has the focus', async () => {
    await openDialog({ withField: true });

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('when Tab leaves the last control, then the focus wraps to the first, and Shift+Tab wraps back', async () => {
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });

    cancel.focus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('when Escape is pressed, then it closes and the focus returns to the button that opened it', async () => {
    const user = await openDialog();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('when something is being saved, then Escape and the close button do not close it', async () => {
    const user = await openDialog({ busy: true });

    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Rename the list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
  });
});
