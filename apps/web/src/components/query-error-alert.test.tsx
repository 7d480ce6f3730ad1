import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOwnerLocale } from '../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from './query-error-alert.tsx';

afterEach(() => setOwnerLocale('en'));

describe('QueryErrorAlert', () => {
  it('announces the message as an alert with a Retry button that asks again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<QueryErrorAlert message="SERVER ERROR WHILE RETRIEVING QR CODES!" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('SERVER ERROR WHILE RETRIEVING QR CODES!');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn(() => Promise.resolve());
    render(<QueryErrorAlert message="Could not load" onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('names Retry in Spanish for a Spanish owner', async () => {
    await setOwnerLocale('es');
    render(<QueryErrorAlert message="No se pudo cargar" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
