import { CONTRIBUTOR_SEARCH_DEBOUNCE_MS } from '@esdc/core/constants';
import type { UserSearchResult } from '@esdc/core/user';
import { useCombobox } from 'downshift';
import { Check, Search } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useUserSearch } from '../lib/user-search';
import { fieldDescribedBy, inputClass } from './form-field';

const { InputKeyDownEnter, ItemClick, InputBlur } = useCombobox.stateChangeTypes;

/**
 * A combobox that finds members by name or email (SPEC §3 Contributor search result; §9 300 ms debounce) and
 * hands the picked one to `onPick`. Downshift's `useCombobox` does the ARIA 1.2 combobox pattern (roles,
 * aria-expanded, aria-activedescendant) and the keys: arrow keys move through the results, Enter or a click
 * picks, Escape or an outside click closes the list (Escape stops there, so a surrounding dialog stays open).
 * A status line says what the search found. Shared by the contributor picker (many) and the admin's owner
 * picker (one); render it inside a FieldShell with the same `id`, `error` and `hint`.
 * @param id the input's id (the FieldShell's label points at it)
 * @param onPick called once per pick; the query then clears and the list closes
 * @param isPicked marks results already chosen: shown 'Added', skipped by the arrow keys, not pickable again
 * @param enterPicksOnlyMatch Enter also picks when exactly one member matches and none is highlighted
 * @param inputRef the search input, e.g. to focus it again
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
  // What is typed, as Downshift reports it (Downshift keeps the input's value itself: a controlled value
  // would move the caret to the end on every key, downshift#1661).
  const [query, setQuery] = useState('');
  // Whether the list was asked open (typing, arrow keys, a click); it shows only while there are results.
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(query.trim(), CONTRIBUTOR_SEARCH_DEBOUNCE_MS);
  // Results always belong to what is typed now: none while the query settles, none for an empty query.
  const term = query.trim() && debounced === query.trim() ? debounced : '';
  const search = useUserSearch(term);
  const results = term ? (search.data ?? []) : [];
  const isDisabled = (user: UserSearchResult) => isPicked?.(user) ?? false;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<UserSearchResult>({
    items: results,
    inputId: id,
    itemToString: (user) => user?.name ?? '',
    itemToKey: (user) => user?.id,
    isItemDisabled: isDisabled,
    // Nothing stays selected: each pick is handed to onPick, and picking the same member again fires again.
    selectedItem: null,
    isOpen: open && results.length > 0,
    onIsOpenChange: (changes) => setOpen(changes.isOpen),
    onInputValueChange: (changes) => setQuery(changes.inputValue),
    onSelectedItemChange: (changes) => {
      if (changes.selectedItem) onPick(changes.selectedItem);
    },
    stateReducer: (state, { type, changes, props }) => {
      switch (type) {
        // Enter picks the highlighted member (Downshift) or, if asked, the only match; the query clears.
        case InputKeyDownEnter: {
          const only = props.items.length === 1 ? props.items[0] : undefined;
          const picked = changes.selectedItem ?? (enterPicksOnlyMatch && state.highlightedIndex < 0 && only && !isDisabled(only) ? only : null);
          return picked ? { ...changes, selectedItem: picked, inputValue: '', isOpen: false } : changes;
        }
        // A pick clears the query (Downshift would write the member's name into it).
        case ItemClick:
          return { ...changes, inputValue: '' };
        // Leaving the field (Tab) closes the list without adding the highlighted member.
        case InputBlur:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
  });

  // A Radix dialog hears Escape at the document, before the input does, and stays open when it was already
  // handled: mark it so, and Downshift's own Escape then closes the list only.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [isOpen]);

  let status = '';
  if (query.trim()) {
    if (query.trim() !== debounced || search.isFetching) status = 'Searching...';
    else if (search.isError) status = search.error.message;
    else if (results.length === 0) status = 'No members found';
    else status = `${results.length} ${results.length === 1 ? 'member' : 'members'} found`;
  }

  return (
    <>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
        <input
          {...getInputProps({
            ref: inputRef,
            type: 'text',
            // The FieldShell's <label for> names the input (Downshift would point aria-labelledby at a label of its own).
            'aria-labelledby': undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': fieldDescribedBy(id, error, hint),
            placeholder: 'e.g. priya',
            // Enter in the search never submits the surrounding form.
            onKeyDown: (event) => {
              if (event.key === 'Enter') event.preventDefault();
            },
            // Left before any result showed: results that come later must not open the list (and pull focus back).
            onBlur: () => {
              if (!isOpen) setOpen(false);
            },
            className: `${inputClass} h-11 pl-9`,
          })}
        />
        <ul
          {...getMenuProps({ 'aria-label': 'Matching members' })}
          hidden={!isOpen}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
        >
          {results.map((user, index) => {
            const added = isDisabled(user);
            return (
              <li
                key={user.id}
                {...getItemProps({ item: user, index })}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${index === highlightedIndex ? 'bg-accent-soft text-accent-text' : 'text-fg'} ${added ? 'cursor-default opacity-70' : ''}`}
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
