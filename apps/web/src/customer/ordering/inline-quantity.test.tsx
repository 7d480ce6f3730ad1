import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groceryItem } from '../test-fixtures.ts';
import { InlineQuantity } from './inline-quantity.tsx';

describe('InlineQuantity', () => {
  it('says the product went into the cart, and left it, where a stepper alone says "1"', async () => {
    const user = userEvent.setup();
    render(<InlineQuantity item={groceryItem(1)} cartKey="test-inline-quantity" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Add Product 001' }));
    expect(status).toHaveTextContent('Added Product 001 to the cart');
    expect(screen.getByRole('button', { name: 'Increase quantity of Product 001' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Product 001' }));
    expect(status).toHaveTextContent('Removed Product 001 from the cart');
    expect(screen.getByRole('button', { name: 'Add Product 001' })).toHaveFocus();
  });
});
