import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper.tsx';

function Stepper({ start, min, max }: { start: number; min: number; max: number }) {
  const [value, setValue] = useState(start);
  return (
    <div role="dialog" aria-label="Sheet">
      <QuantityStepper name="Paneer Tikka" value={value} min={min} max={max} onChange={setValue} />
    </div>
  );
}

describe('quantity stepper', () => {
  it('keeps the keyboard on the stepper when − reaches the minimum and its button is disabled', async () => {
    const user = userEvent.setup();
    render(<Stepper start={2} min={1} max={5} />);
    screen.getByRole('button', { name: 'Decrease quantity of Paneer Tikka' }).focus();
    await user.keyboard('{Enter}');

    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Paneer Tikka' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('keeps the keyboard on the stepper when + reaches the maximum', async () => {
    const user = userEvent.setup();
    render(<Stepper start={0} min={0} max={2} />);
    screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Paneer Tikka' })).toHaveFocus();
  });
});
