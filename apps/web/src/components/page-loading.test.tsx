import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyPage } from './page-loading.tsx';

describe('LazyPage', () => {
  it('shows a labelled progress indicator until the page’s chunk is here, then the page', async () => {
    let arrive: (page: { default: () => React.JSX.Element }) => void = () => undefined;
    const Page = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <LazyPage>
        <Page />
      </LazyPage>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeVisible();

    arrive({ default: () => <h1>Team</h1> });
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
