import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { ownerProfile } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProfileInfoSection } from './profile-info-section.tsx';

describe('the profile’s dialling code', () => {
  afterEach(() => localStorage.removeItem(STORAGE_KEYS.currency));

  it('hints the owner’s own dialling code on the profile: +34 for a Spanish phone, not +91', () => {
    localStorage.setItem(
      STORAGE_KEYS.currency,
      JSON.stringify({ country: 'Spain', currencyCode: 'EUR', symbol: '€' }),
    );
    renderWithApp(<ProfileInfoSection profile={{ ...ownerProfile, countryCode: '' }} />);
    expect(screen.getByLabelText(/^Country Code/)).toHaveAttribute('placeholder', '+34');
  });
});
