import { CONTRIBUTOR_SEARCH_DEBOUNCE_MS } from '@esdc/core/constants';
import type { UserSearchResult } from '@esdc/core/user';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUserSearch } from '../../../lib/user-search';
import { fieldDescribedBy, FieldShell, inputClass } from '../../../components/form-field';

/**
 * Picks a new project's owner (SPEC §5 Admin create-project form: user_id; §3 Contributor search result):
 * a combobox searching members by name or email (debounced 300 ms, SPEC §9), arrow keys and Enter to pick,
 * Escape or an outside click to close; the chosen member shows as a removable chip.
 */
export function OwnerPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: UserSearchResult | null;
  onChange: (owner: UserSearchResult | null) => void;
  error?: string;
}) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedValue(query.trim(), CONTRIBUTOR_SEARCH_DEBOUNCE_MS);
  const term = query.trim() && debounced === query.trim() ? debounced : '';
  const search = useUserSearch(term);
  const results = term ? (search.data ?? []) : [];
  const showList = open && results.length > 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape closes the results before it reaches the surrounding dialog.
  useEffect(() => {
    if (!showList) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [showList]);

  const pick = (user: UserSearchResult) => {
    onChange(user);
    setQuery('');
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (showList && chosen) pick(chosen);
    }
  };

  let status = '';
  if (query.trim()) {
    if (query.trim() !== debounced || search.isFetching) status = 'Searching...';
    else if (search.isError) status = search.error.message;
    else if (results.length === 0) status = 'No members found';
    else status = `${results.length} ${results.length === 1 ? 'member' : 'members'} found`;
  }
  const hint = 'Search members by name or email, then pick the owner from the list.';

  return (
    <FieldShell id={id} label="Owner" error={error} hint={value ? undefined : hint}>
      {value ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-2">
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{value.name}</span>
            <span className="block truncate font-mono text-xs text-muted">{value.email}</span>
          </span>
          <button
            type="button"
            onClick={() => {
              onChange(null);
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
            aria-label={`Change owner (${value.name})`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-danger"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <>
          <div ref={rootRef} className="relative">
            <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
            <input
              ref={inputRef}
              id={id}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy(id, error, hint)}
              placeholder="e.g. priya"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(-1);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={onKeyDown}
              className={`${inputClass} h-11 pl-9`}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label="Matching members"
              hidden={!showList}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
            >
              {results.map((user, index) => (
                <li
                  key={user.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(user)}
                  onMouseEnter={() => setActive(index)}
                  className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${index === active ? 'bg-accent-soft text-accent-text' : 'text-fg'}`}
                >
                  <span className="block truncate font-semibold">{user.name}</span>
                  <span className="block truncate font-mono text-xs">{user.email}</span>
                </li>
              ))}
            </ul>
          </div>
          <p role="status" className="min-h-5 text-xs text-muted">
            {status}
          </p>
        </>
      )}
    </FieldShell>
  );
}
