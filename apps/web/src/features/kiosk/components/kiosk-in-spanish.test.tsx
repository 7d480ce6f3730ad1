import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { KioskPinForm } from './kiosk-pin-form.tsx';

describe('Kiosk mode in Spanish', () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('asks for the staff PIN in Spanish', () => {
    renderWithApp(<KioskPinForm pending={false} error={null} onSubmit={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Modo quiosco' })).toBeInTheDocument();
    expect(screen.getByLabelText('PIN del personal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir panel' })).toBeInTheDocument();
  });
});
