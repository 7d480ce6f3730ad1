import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@scanorder/shared/validation/messages';
import { uploadMessages } from '@scanorder/shared/validation/upload-rules';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { queryKeys } from '../../../api/query-keys.ts';
import { LogoTab } from './logo-tab.tsx';

function file(name: string, size: number, type = 'image/png') {
  return new File([new Uint8Array(size)], name, { type });
}

/**
 * Stubs the XMLHttpRequest an upload goes through: records each file sent and lets `respond`
 * answer it, at once or later. Returns the files sent.
 */
function stubUploads(respond: (answer: (status: number, body: unknown) => void) => void) {
  const sent: File[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private listeners = new Map<string, () => void>();
    upload = { addEventListener() {} };
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    open() {}
    setRequestHeader() {}
    send(body: FormData) {
      sent.push(body.get('file') as File);
      respond((status, reply) => {
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.listeners.get('load')?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('LogoTab', { timeout: 30_000 }, () => {
  it("refuses files breaking the spec's rules before uploading", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<LogoTab kind="restaurant" business={makeBusiness('restaurant')} />);
    const input = screen.getByLabelText('Select File');

    await user.upload(input, file('big.png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText(messages.fileTooLarge)).toBeInTheDocument();

    await user.upload(input, file(`${'n'.repeat(67)}.png`, 10));
    expect(await screen.findByText(messages.fileNameTooLong)).toBeInTheDocument();

    await user.upload(input, file('logo.svg', 10, 'image/svg+xml'));
    expect(
      await screen.findByText('Only png, jpg, jpeg, gif or webp images are accepted.'),
    ).toBeInTheDocument();
    await user.upload(input, file('IMG_0042.HEIC', 10, 'image/heic'));
    expect(await screen.findByText(uploadMessages.heicUnsupported)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a phone photo over the profile picture limit (up to 10 MB) and shows the refusal the server gives', async () => {
    const user = userEvent.setup();
    const sent = stubUploads((answer) =>
      setTimeout(
        () =>
          answer(415, {
            error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.tooManyPixels },
          }),
        0,
      ),
    );
    mockFetch(() => ({ body: {} }));
    renderWithApp(<LogoTab kind="restaurant" business={makeBusiness('restaurant')} />);
    expect(screen.getByText(/JPG, PNG, WebP or GIF, up to 10 MB/)).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Select File'),
      file('IMG_0042.jpg', 5_000_000, 'image/jpeg'),
    );
    expect(await screen.findByText(/at most 100 megapixels/i)).toBeInTheDocument();
    expect(sent.map((picked) => [picked.name, picked.size])).toEqual([['IMG_0042.jpg', 5_000_000]]);
    expect(screen.queryByText(messages.fileTooLarge)).not.toBeInTheDocument();
  });

  it('shows the stored logo and asks before removing it', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: makeBusiness('restaurant') }));
    renderWithApp(
      <LogoTab
        kind="restaurant"
        business={makeBusiness('restaurant', { logoUrl: '/uploads/acc/restaurant/logo.webp' })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spice Garden logo' })).toHaveAttribute(
      'src',
      '/uploads/acc/restaurant/logo.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('RESTAURANT LOGO REMOVED')).toBeInTheDocument();
  });

  it('hands the keyboard to choosing a new logo once the removed one and its button are gone', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: makeBusiness('restaurant') }));
    const stored = makeBusiness('restaurant', { logoUrl: '/uploads/acc/restaurant/logo.webp' });
    /** The tab as the business area renders it: from the business query the removal updates. */
    function FromQuery() {
      const { data } = useQuery({
        queryKey: queryKeys.business('restaurant'),
        queryFn: () => stored,
        initialData: stored,
        staleTime: Infinity,
      });
      return <LogoTab kind="restaurant" business={data} />;
    }
    renderWithApp(<FromQuery />);
    screen.getByRole('button', { name: 'Remove Logo' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('RESTAURANT LOGO REMOVED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Logo' })).not.toBeInTheDocument();
    // It stayed in the closed dialog, then fell to the page body.
    await waitFor(() => expect(screen.getByLabelText('Select File')).toHaveFocus());
  });

  it('keeps the keyboard on Select File while a logo uploads, and ignores another pick meanwhile', async () => {
    const user = userEvent.setup();
    // Held until the test answers, as a slow network would.
    let release: (() => void) | undefined;
    const sent = stubUploads((answer) => {
      release = () => answer(200, makeBusiness('restaurant'));
    });
    mockFetch(() => ({ body: {} }));
    renderWithApp(<LogoTab kind="restaurant" business={makeBusiness('restaurant')} />);
    const input = screen.getByLabelText('Select File');
    await user.upload(input, file('logo.png', 2048));
    await waitFor(() => expect(input).toHaveAttribute('aria-disabled', 'true'));
    // A disabled input lets go of the focus (Chromium moves it to the page body).
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    await user.upload(input, file('other.png', 2048));
    expect(sent.map((picked) => picked.name)).toEqual(['logo.png']);
    release?.();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'));
    expect(input).toHaveFocus();
  });
});
