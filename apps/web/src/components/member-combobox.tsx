import { CONTRIBUTOR_SEARCH_DEBOUNCE_MS } from '@esdc/core/constants';
import type { UserSearchResult } from '@esdc/core/user';
import { Check, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useUserSearch } from '../lib/user-search';
import { fieldDescribedBy, inputClass } from './form-field';

/**
 * A combobox that finds members by name or email (SPEC §3 Contributor search result; §9 300 ms debounce) and
 * hands the picked one to `onPick`: arrow keys move through the results, Enter picks, Escape or an outside
 * click closes the list (Escape stops there, so a surrounding dialog stays open); a status line says what the
 * search found. Shared by the contributor picker (many) and the admin's owner picker (one); render it inside
 * a FieldShell with the same `id`, `error` and `hint`.
 * @param isPicked marks results already chosen ('Added'; picking one again is up to `onPick`)
 * @param enterPicksOnlyMatch Enter also picks when exactly one member matches and none is highlighted
 */
export function MemberCombobox({
  id,
  error,
  hint,
  onPick,
  isPicked,
  enterPicksOnlyMatch = false,
  inputRef,
}: {
  id: string;
  error?: string;
  hint?: string;
  onPick: (user: UserSearchResult) => void;
  isPicked?: (user: UserSearchResult) => boolean;
  enterPicksOnlyMatch?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(query.trim(), CONTRIBUTOR_SEARCH_DEBOUNCE_MS);
  // Results always belong to what is typed now: none while the query settles, none for an empty query.
  const term = query.trim() && debounced === query.trim() ? debounced : '';
  const search = useUserSearch(term);
  const results = term ? (search.data ?? []) : [];
  const showList = open && results.length > 0;

  // An outside click closes the results.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape closes the results first, before it reaches the surrounding dialog.
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
    onPick(user);
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
      const chosen = results[active] ?? (enterPicksOnlyMatch && results.length === 1 ? results[0] : undefined);
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

  return (
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
          {results.map((user, index) => {
            const added = isPicked?.(user) ?? false;
            return (
              <li
                key={user.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={added || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(user)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${index === active ? 'bg-accent-soft text-accent-text' : 'text-fg'} ${added ? 'cursor-default opacity-70' : ''}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{user.name}</span>
                  <span className="block truncate font-mono text-xs">{user.email}</span>
                </span>
                {added ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold">
                    <Check className="size-3.5" aria-hidden="true" />
                    Added
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="min-h-5 text-xs text-muted">
        {status}
      </p>
    </>
  );
}
