import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The 'Add …' button under a form's list of rows (a course's outcomes, a product's specifications): adds a row, and
 * is disabled once the list holds `max` rows.
 * @param count how many rows the list holds
 * @param max the most rows the schema allows
 * @param onAdd appends an empty row
 * @param children the button's text
 */
export function AddRowButton({ count, max, onAdd, children }: { count: number; max: number; onAdd: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" className="self-start" disabled={count >= max} onClick={onAdd}>
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
