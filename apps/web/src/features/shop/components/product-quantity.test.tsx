import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductQuantity } from './product-quantity';

/** The selector as the detail page holds it, with the value it last reported. */
function Harness({ max, seen }: { max: number; seen: number[] }) {
  const [value, setValue] = useState(1);
  return (
    <ProductQuantity
      value={value}
      max={max}
      onChange={(n) => {
        seen.push(n);
        setValue(n);
      }}
    />
  );
}

describe('ProductQuantity (SPEC §2 Shop detail: default 1, integer at least 1, non-numeric becomes 1)', () => {
  it('starts at 1, steps with plus and minus, and stops at 1 and at the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} seen={[]} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveProperty('value', '1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveProperty('value', '3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
  });

  it('turns what is not a whole number of at least 1 into 1 when the field is left, and caps at the maximum', async () => {
    const user = userEvent.setup();
    const seen: number[] = [];
    render(<Harness max={5} seen={seen} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveProperty('value', '1');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveProperty('value', '1');
    await user.clear(input);
    await user.type(input, '12');
    await user.tab();
    expect(input).toHaveProperty('value', '5');
    expect(seen.at(-1)).toBe(5);
  });
});
