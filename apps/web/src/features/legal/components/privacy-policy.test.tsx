import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';

describe('PrivacyPolicy', () => {
  it('names the cookies the server sets and promises no acceptance cookie that does not exist', async () => {
    renderWithApp(<PrivacyPolicy />);
    const cookies = await screen.findByRole('heading', { name: /Cookies and local storage/ });
    const section = cookies.closest('section') ?? document.body;
    for (const name of [
      'scanorder.session_token',
      'scanorder.customer',
      'scanorder.kiosk',
      'scanorder.language',
    ])
      expect(section).toHaveTextContent(name);
    expect(document.body).not.toHaveTextContent(/acceptance cookie/i);
    expect(document.body).toHaveTextContent(
      'No cookie remembers your acceptance. When you create an account, we record with it the version of the Terms of Service and this Privacy Policy you agreed to, and when.',
    );
  });
});
