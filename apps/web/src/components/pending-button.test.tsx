import SaveIcon from '@mui/icons-material/Save';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PendingButton } from './pending-button.tsx';

describe('PendingButton', () => {
  it('is an ordinary button while nothing runs: named by its label, its icon shown, Enter clicks it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PendingButton pending={false} startIcon={<SaveIcon data-testid="icon" />} onClick={onClick}>
        Save Item
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Save Item' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('waits while pending, focused: busy and aria-disabled, a spinner in place of the icon, the same name, presses ignored', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Item" onSubmit={onSubmit}>
        <input aria-label="Name" />
        <PendingButton
          type="submit"
          pending
          startIcon={<SaveIcon data-testid="icon" />}
          onClick={onClick}
        >
          Save Item
        </PendingButton>
      </form>,
    );
    // The spinner is hidden from screen readers: the name stays the label, the state says busy.
    const button = screen.getByRole('button', { name: 'Save Item' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    // A disabled button would lose the keyboard; this one keeps it and ignores a second press.
    button.focus();
    await user.keyboard('{Enter}');
    fireEvent.click(button);
    expect(button).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dal{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays disabled when its own condition says so, pending or not', () => {
    const { rerender } = render(
      <PendingButton pending={false} disabled>
        Create Account
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    rerender(
      <PendingButton pending={false} disabled={false}>
        Create Account
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('submits its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Sign in" onSubmit={onSubmit}>
        <PendingButton type="submit" pending={false}>
          Log In
        </PendingButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
