import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Delay before a typed search updates the list (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/** What the hook returns. */
export interface SearchText {
  /** The search box's `value` and `onChange`: a change shows at once and is searched for (trimmed) after the debounce. */
  input: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** The search form's `onSubmit`: searches for the text now (the page does not reload). */
  onSubmit: (event: FormEvent) => void;
}

/**
 * The search box of a list page whose query lives in the URL (?q=; /projects, /challenges): typing searches after
 * 300 ms, Enter at once, and a query changed from elsewhere (back button, Clear Filters) shows in the box.
 * @param q the query in the URL
 * @param onSearch applies a (trimmed) query
 */
export function useSearchText(q: string, onSearch: (q: string) => void): SearchText {
  const [text, setText] = useState(q);
  const [syncedQ, setSyncedQ] = useState(q);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed from elsewhere (back button, Clear Filters): show its query.
  if (q !== syncedQ) {
    setSyncedQ(q);
    setText(q);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    onSearch(text.trim());
  };
  return { input: { value: text, onChange }, onSubmit };
}
