import TextField from '@mui/material/TextField';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOwnerLocale } from '../lib/i18n/owner-i18n.ts';
import { FormDialog } from './form-dialog.tsx';

afterEach(() => setOwnerLocale('en'));

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <FormDialog
      title="Add QR Code"
      submitLabel="Save QR Code"
      pending={false}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <TextField label="Identifier Name" />
    </FormDialog>,
  );
  return { ...view, onSubmit, onClose };
}

describe('FormDialog', () => {
  it('is a dialog and a form, both named by the title, with Cancel and the submit button', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add QR Code' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add QR Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save QR Code' })).toHaveAttribute('type', 'submit');
  });

  it('opens on its first field, so the keyboard types into it at once', async () => {
    renderDialog();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Identifier Name' })).toHaveFocus(),
    );
  });

  it('gives the form its own name where the screen has one', () => {
    renderDialog({ formLabel: 'Edit member', title: 'Edit Asha Rao' });
    expect(screen.getByRole('dialog', { name: 'Edit Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit member' })).toBeInTheDocument();
  });

  it('submits with Enter in a field and with the button, without reloading the page', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Identifier Name' }), 'Table 1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save QR Code' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[0]![0].defaultPrevented).toBe(true);
  });

  it('closes with Cancel and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('holds while the form is being sent: both buttons wait and Escape does not close', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ pending: true });
    const submit = screen.getByRole('button', { name: 'Save QR Code' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes a cancel label, a red submit, a disabled submit and its own actions', () => {
    const { rerender, onSubmit, onClose } = renderDialog({
      cancelLabel: 'Keep Order',
      submitLabel: 'Cancel Order',
      destructive: true,
      submitDisabled: true,
    });
    expect(screen.getByRole('button', { name: 'Keep Order' })).toBeEnabled();
    const submit = screen.getByRole('button', { name: 'Cancel Order' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveClass('MuiButton-colorError');
    rerender(
      <FormDialog
        title="Invite Member"
        submitLabel="Send Invite"
        pending={false}
        onSubmit={onSubmit}
        onClose={onClose}
        actions={<button type="button">Done</button>}
      >
        sent
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invite' })).toBeNull();
  });

  it('names Cancel in Spanish for a Spanish owner', async () => {
    await setOwnerLocale('es');
    renderDialog();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
