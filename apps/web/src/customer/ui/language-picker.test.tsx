import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../lib/navigate.ts';
import { LanguagePicker } from './language-picker.tsx';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

afterEach(() => {
  vi.mocked(navigateTo).mockClear();
  window.history.replaceState(null, '', '/');
});

/** The picker's GET form, with each submission recorded instead of loading a page. */
function renderPicker() {
  const submitted: string[] = [];
  render(<LanguagePicker />);
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
  const form = select.form!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(select.value);
  });
  return { select, submitted };
}

describe('the guest language picker', () => {
  it('applies a language chosen with a tap or a click at once', async () => {
    const user = userEvent.setup();
    const { select, submitted } = renderPicker();
    await user.selectOptions(select, 'es');
    expect(submitted).toEqual(['es']);
  });

  it('lets the arrow keys move through the languages, and applies one with Enter or Change', async () => {
    const user = userEvent.setup();
    const { select, submitted } = renderPicker();
    select.focus();
    // A closed select's arrow keys change its value at once (Chrome on a desktop).
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'hi' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'es' } });
    expect(submitted).toEqual([]);
    await user.keyboard('{Enter}');
    expect(submitted).toEqual(['es']);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(submitted).toEqual(['es', 'es']);
  });

  it("loads the page again in the chosen language with the guest's search and place kept", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/menu?search=tomatos&lang=hi#category-3');
    render(<LanguagePicker />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    // The bare GET form sent "?lang=ar" alone, and the guest's search was gone.
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/menu?search=tomatos&lang=ar#category-3');
  });
});
