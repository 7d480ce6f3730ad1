import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { setOwnerLocale } from '../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from './query-error-alert.tsx';

afterEach(() => setOwnerLocale('en'));

describe('QueryErrorAlert', () => {
  it('announces the message as an alert with a Retry button that asks again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <QueryErrorAlert
        message="SERVER ERROR WHILE RETRIEVING QR CODES!"
        error={new ApiError(503, 'SERVICE_UNAVAILABLE', 'Database is down')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('SERVER ERROR WHILE RETRIEVING QR CODES!');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn(() => Promise.resolve());
    render(
      <QueryErrorAlert message="Could not load" error={new Error('offline')} onRetry={onRetry} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('names Retry in Spanish for a Spanish owner', async () => {
    await setOwnerLocale('es');
    render(
      <QueryErrorAlert
        message="No se pudo cargar"
        error={new Error('offline')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it.each([401, 403, 404])(
    'offers no Retry for a %i refusal, which asking again would only get again',
    (status) => {
      const refusal = new ApiError(
        status,
        'FORBIDDEN',
        'Member is not Authorized to view this page!',
      );
      render(
        <QueryErrorAlert
          message="Server Error While retrieving Restaurant History of Records Member is not Authorized to view this page!"
          error={refusal}
          onRetry={() => undefined}
        />,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Member is not Authorized to view this page!');
      expect(within(alert).queryByRole('button')).toBeNull();
    },
  );

  it('keeps Retry for a rate limit, which passes', () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests');
    render(<QueryErrorAlert message="Could not load" error={limited} onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
