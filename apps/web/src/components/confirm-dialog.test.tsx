import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A confirmation whose action runs until `finish` is pressed, as a request would. */
function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPending(false)}>
        finish
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Table 1?"
        confirmLabel="Delete"
        pending={pending}
        onConfirm={() => {
          onConfirm();
          // The caller's pending state comes a tick later, as a mutation's does.
          setTimeout(() => setPending(true), 0);
        }}
        onCancel={() => setOpen(false)}
      >
        Printed copies stop working.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks once for a double press, and again once the action has run', async () => {
    const onConfirm = vi.fn();
    renderWithApp(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    // Two presses before the caller's pending state arrives: a double tap, or Enter held down.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));

    // The request failed and the dialog stayed: the owner may try again.
    fireEvent.click(screen.getByRole('button', { name: 'finish', hidden: true }));
    await vi.waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
