import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ownerProfile } from '../../../test/fixtures.ts';
import { PictureSection } from './picture-section.tsx';

/** The XMLHttpRequest uploads go through: records what was sent, answers as told. */
class FakeXhr {
  static sent: FormData[] = [];
  static reply = { status: 200, body: '{"image":"/uploads/acc-1/profile/new.webp"}' };
  status = 0;
  responseText = '';
  withCredentials = false;
  private listeners = new Map<string, (event?: unknown) => void>();
  upload = {
    listeners: new Map<string, (event: unknown) => void>(),
    addEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners.set(type, listener);
    },
  };
  addEventListener(type: string, listener: (event?: unknown) => void) {
    this.listeners.set(type, listener);
  }
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push(body);
    setTimeout(() => {
      this.upload.listeners.get('progress')?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = FakeXhr.reply.status;
      this.responseText = FakeXhr.reply.body;
      this.listeners.get('load')?.();
    }, 0);
  }
}

const fileOf = (name: string, size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('PictureSection', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.reply = { status: 200, body: '{"image":"/uploads/acc-1/profile/new.webp"}' };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('refuses a file over 1,000,000 bytes in the browser', async () => {
    const user = userEvent.setup();
    renderWithApp(<PictureSection profile={ownerProfile} />);
    await user.upload(screen.getByLabelText('Select File'), fileOf('big.png', 1_000_001));
    expect(await screen.findByText('FILE SIZE IS TOO LARGE!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file name over 70 characters in the browser', async () => {
    const user = userEvent.setup();
    renderWithApp(<PictureSection profile={ownerProfile} />);
    await user.upload(screen.getByLabelText('Select File'), fileOf(`${'n'.repeat(67)}.png`, 10));
    expect(await screen.findByText('NAME IS LARGER THAN 70 CHARACTERS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file that is not png, jpg, jpeg or gif', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<PictureSection profile={ownerProfile} />);
    await user.upload(
      screen.getByLabelText('Select File'),
      fileOf('notes.pdf', 10, 'application/pdf'),
    );
    expect(
      await screen.findByText('ONLY PNG, JPG, JPEG OR GIF IMAGES ARE ACCEPTED.'),
    ).toBeInTheDocument();
  });

  it('previews a good file, uploads it and says so', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PictureSection profile={ownerProfile} />);
    await user.upload(screen.getByLabelText('Select File'), fileOf('me.png', 2048));

    expect(await screen.findByRole('img', { name: 'Preview of the new picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('PROFILE PICTURE UPDATED SUCCESSFULLY!')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect((FakeXhr.sent[0]!.get('file') as File).name).toBe('me.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled());
    // Upload has nothing left to do: the keyboard is back on choosing a picture.
    await waitFor(() => expect(screen.getByLabelText('Select File')).toHaveFocus());
    expect(queryClient.getQueryState(['me'])).toBeUndefined();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    FakeXhr.reply = {
      status: 415,
      body: JSON.stringify({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Only png, jpg, jpeg or gif images are accepted.',
        },
      }),
    };
    renderWithApp(<PictureSection profile={ownerProfile} />);
    await user.upload(screen.getByLabelText('Select File'), fileOf('fake.png', 10));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('ONLY PNG, JPG, JPEG OR GIF IMAGES ARE ACCEPTED.'),
    ).toBeInTheDocument();
  });
});
