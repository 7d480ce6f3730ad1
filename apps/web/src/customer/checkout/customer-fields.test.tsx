import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerFields } from './customer-fields.tsx';

const empty = {
  firstName: '',
  lastName: '',
  mobileNo: '',
  emailAddress: '',
  streetAddress: '',
  buildingNumber: '',
  stateName: '',
  zipCode: '',
};

/** The fields on a right-to-left page, as an Arabic guest's checkout shows them. */
function renderRightToLeft(props: Partial<ComponentProps<typeof CustomerFields>>) {
  render(
    <div dir="rtl">
      <CustomerFields
        values={empty}
        errors={{}}
        withAddress={false}
        asked={['firstName']}
        optional={[]}
        remembered={false}
        onForget={vi.fn()}
        onChange={vi.fn()}
        onBlur={vi.fn()}
        {...props}
      />
    </div>,
  );
}

describe('customer fields', () => {
  it('keeps the phone number and email left to right on a right-to-left page, names in the page direction', () => {
    renderRightToLeft({ asked: ['firstName', 'mobileNo', 'emailAddress'] });

    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('dir');
  });

  it('lets each address line take the direction of what is typed in it', () => {
    renderRightToLeft({
      values: { ...empty, streetAddress: '12 MG Road', buildingNumber: 'Flat 4B' },
      withAddress: true,
    });

    // "12 MG Road" in a right-to-left box showed as "MG Road 12".
    for (const label of ['Street address', 'Building number', 'State name']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'auto');
    }
  });
});
