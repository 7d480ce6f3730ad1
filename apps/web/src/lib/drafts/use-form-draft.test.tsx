import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DraftGuard } from '../../components/draft-guard.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { useFormDraft } from './use-form-draft.tsx';

const KEY = 'scanorder.draft.acc-1.user-1.restaurant.item';

interface ItemValues {
  name: string;
  secret: string;
}

function ItemForm({ saved = { name: '', secret: '' } }: { saved?: ItemValues }) {
  const form = useForm<ItemValues>({ defaultValues: saved });
  const draft = useFormDraft(form, 'restaurant.item', { omit: ['secret'] });
  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          form.reset(values);
          draft.clear();
        })(event)
      }
    >
      {draft.prompt}
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <label>
        Secret
        <input {...form.register('secret')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

/** Two "tabs" of the account area: the form can be left and come back. */
function Area() {
  const [shown, setShown] = useState(true);
  return (
    <DraftGuard accountId="acc-1" userId="user-1">
      <button type="button" onClick={() => setShown((value) => !value)}>
        Toggle form
      </button>
      <Link to="/acc-1/logo">Other page</Link>
      <Link to="/session/expired">Signed out</Link>
      {shown ? <ItemForm /> : null}
    </DraftGuard>
  );
}

const stored = () =>
  JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as {
    values: Partial<ItemValues>;
  } | null;

describe('useFormDraft', () => {
  it('keeps typed values on the device, without the omitted fields, and brings them back', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    await user.type(screen.getByLabelText('Name'), 'Paneer tikka');
    await user.type(screen.getByLabelText('Secret'), 'hunter2');
    await waitFor(() => expect(stored()?.values).toEqual({ name: 'Paneer tikka' }));

    await user.click(screen.getByRole('button', { name: 'Toggle form' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle form' }));
    // Typed since this sign-in: back as it was, no question asked.
    expect(screen.getByLabelText('Name')).toHaveValue('Paneer tikka');
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    // Dropping it goes back to what is saved.
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it('keeps nothing and asks nothing for blank space alone', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.type(screen.getByLabelText('Secret'), 'x');
    await waitFor(() =>
      expect(stored()).toEqual({ values: { name: '  ' }, savedAt: expect.any(String) }),
    );
    await user.clear(screen.getByLabelText('Secret'));
    await waitFor(() => expect(stored()).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/logo');
  });

  it('forgets the draft once the form is saved', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    await user.type(screen.getByLabelText('Name'), 'Dosa');
    await waitFor(() => expect(stored()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toBeNull());
    // Nothing unsaved: moving on does not ask.
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/logo');
  });

  it('offers a draft from an earlier sign-in: Restore draft fills the form, Discard drops it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ values: { name: 'Half typed' }, savedAt: '2026-11-24T10:00:00.000Z' }),
    );
    const first = renderWithApp(<Area />, { url: '/acc-1/menu' });
    const prompt = screen.getByRole('region', { name: 'Unsaved draft' });
    expect(prompt).toHaveTextContent('You have unsaved changes here from');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');
    expect(screen.getByRole('region', { name: 'Unsaved draft' })).toHaveTextContent(
      'Your unsaved changes are back.',
    );
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    first.unmount();

    renderWithApp(<Area />, { url: '/acc-1/menu' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it('leaves the keyboard on Discard after Restore draft, not at the top of the page', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ values: { name: 'Half typed' }, savedAt: '2026-11-24T10:00:00.000Z' }),
    );
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    screen.getByRole('button', { name: 'Restore draft' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
  });

  it('hands the keyboard to the form once Discard takes the prompt away', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ values: { name: 'Half typed' }, savedAt: '2026-11-24T10:00:00.000Z' }),
    );
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    screen.getByRole('button', { name: 'Discard' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('keeps drafts of another user of the account apart', () => {
    window.localStorage.setItem(
      'scanorder.draft.acc-1.user-2.restaurant.item',
      JSON.stringify({ values: { name: 'Not yours' }, savedAt: '2026-11-24T10:00:00.000Z' }),
    );
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('asks before leaving a page with unsaved changes, but not on a sign-out', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    await user.type(screen.getByLabelText('Name'), 'Biryani');

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Biryani');

    await user.click(screen.getByRole('link', { name: 'Signed out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/session/expired');
    expect(stored()?.values).toEqual({ name: 'Biryani' });
  });

  it('asks the browser before the tab is closed with unsaved changes', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/menu' });
    const clean = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(clean));
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Idli');
    const dirty = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(dirty));
    expect(dirty.defaultPrevented).toBe(true);
  });
});
