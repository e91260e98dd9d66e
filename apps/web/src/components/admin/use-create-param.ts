import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Whether a tab's Create dialog is open, opened at once by a link such as /admin?create=user (SPEC §2 Community
 * Members: 'Add User') or /admin?tab=challenges&create=challenge; closing it drops `create` from the address.
 * @param kind the value of `create` that opens this dialog
 * @returns the open state and its setter
 */
export function useCreateParam(kind: string): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('create') === kind);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next && params.has('create')) {
      const without = new URLSearchParams(params);
      without.delete('create');
      setParams(without, { replace: true });
    }
  };
  return [open, change];
}
