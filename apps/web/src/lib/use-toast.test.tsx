import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { toastOptions, useToast } from './use-toast.ts';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('Server Error While Updating Member Details!')}>
        error
      </button>
      <button onClick={() => toast.info('Profile Updated Successfully!')}>info</button>
    </>
  );
}

describe('useToast', () => {
  it('shows toast text upper-cased', async () => {
    const user = userEvent.setup();
    renderWithApp(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(
      await screen.findByText('SERVER ERROR WHILE UPDATING MEMBER DETAILS!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'info' }));
    expect(await screen.findByText('PROFILE UPDATED SUCCESSFULLY!')).toBeInTheDocument();
  });

  it('places errors top centre for 4 s, info and warning top right for 3 s (docs/product/screens.md)', () => {
    expect(toastOptions('error')).toMatchObject({
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      autoHideDuration: 4000,
    });
    for (const kind of ['info', 'warning'] as const) {
      expect(toastOptions(kind)).toMatchObject({
        anchorOrigin: { vertical: 'top', horizontal: 'right' },
        autoHideDuration: 3000,
      });
    }
  });
});
