import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { inputClass } from '../../../components/form-field';
import { parseQuantity } from '../lib/quantity';

/**
 * The quantity selector of the detail page (SPEC §2 Shop detail: default 1, integer at least 1, non-numeric becomes
 * 1): minus and plus buttons around a number input; what is typed is read when the field is left (a non-numeric or
 * too small value becomes 1, too large becomes the maximum).
 * @param max the most that can be added (stock, at most 99)
 */
export function ProductQuantity({ value, max, onChange, disabled = false }: { value: number; max: number; onChange: (n: number) => void; disabled?: boolean }) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const commit = (raw: string) => {
    const n = parseQuantity(raw, max);
    setText(String(n));
    onChange(n);
  };
  const step =
    'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg transition hover:bg-surface-2 disabled:opacity-50';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="product-quantity" className="text-sm font-semibold">
        Quantity
      </label>
      <div className="flex items-center gap-2">
        <button type="button" className={step} aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => commit(String(value - 1))}>
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <div className="w-20 shrink-0">
          <input
            id="product-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, max)}
            step={1}
            value={text}
            disabled={disabled}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim() !== '') onChange(parseQuantity(e.target.value, max));
            }}
            onBlur={(e) => commit(e.target.value)}
            className={`${inputClass} h-11 text-center font-mono`}
          />
        </div>
        <button type="button" className={step} aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => commit(String(value + 1))}>
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
