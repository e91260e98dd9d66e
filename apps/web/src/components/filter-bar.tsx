import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { useSearchText } from '../lib/use-search-text';
import { FilterSelect } from './filter-select';
import { SearchField } from './search-field';
import type { SelectOption } from './select-options';

/**
 * One select of a {@link FilterBar}: which of the bar's values it shows and changes, and the {@link FilterSelect} it is
 * drawn as (`allLabel`, when given, is a first choice with the empty value: no filter).
 */
export interface FilterBarSelect<T> {
  /** the key of the bar's values the select reads and writes */
  name: keyof T & string;
  id: string;
  label: string;
  options: readonly SelectOption[];
  allLabel?: string;
  /** the select's width at each breakpoint (e.g. 'lg:w-48') */
  className?: string;
}

/**
 * The filter form of a list page (SPEC §2: Projects, Challenges, Events, Courses, Shop, Community Members): a search
 * landmark with the labelled search box, then one labelled select per filter, in the given order. The box edits
 * `values[query]`: by default a query kept in the URL (?q=), searched for (trimmed) 300 ms after typing and at once on
 * Enter (SPEC §9); a select's choice is applied at once through `onChange({ [name]: value })`.
 * @param label the form's accessible name ('Filter events')
 * @param className the form's layout
 * @param search the {@link SearchField}'s look (id, label, placeholder, autoComplete ...)
 * @param query the key of the values the search box edits
 * @param debounce false: every keystroke is applied as typed (for a list that waits for the typing itself)
 * @param values the current filters; `onChange` applies a change of some of them
 * @param selects the selects, in order; `false` leaves one out (a filter only some viewers get)
 * @param selectsClassName when given, the selects sit in a `<div>` with this layout, else straight in the form
 */
export function FilterBar<T extends { [K in keyof T]: string }>({
  label,
  className,
  search,
  query,
  debounce = true,
  values,
  onChange,
  selects,
  selectsClassName,
}: {
  label: string;
  className: string;
  search: Omit<ComponentProps<typeof SearchField>, 'type' | 'value' | 'onChange'>;
  query: keyof T & string;
  debounce?: boolean;
  values: T;
  onChange: (next: Partial<T>) => void;
  selects: readonly (FilterBarSelect<T> | false)[];
  selectsClassName?: string;
}) {
  const apply = (key: keyof T & string, value: string) => onChange({ [key]: value } as Partial<T>);
  const text = useSearchText(values[query], (q) => apply(query, q));
  const box = debounce ? text.input : { value: values[query], onChange: (e: ChangeEvent<HTMLInputElement>) => apply(query, e.target.value) };
  const fields = selects.map((select) =>
    select ? (
      <FilterSelect
        key={select.id}
        id={select.id}
        label={select.label}
        className={select.className}
        value={values[select.name]}
        allLabel={select.allLabel}
        options={select.options}
        onChange={(value) => apply(select.name, value)}
      />
    ) : null,
  );
  return (
    <form role="search" aria-label={label} className={className} onSubmit={debounce ? text.onSubmit : (e) => e.preventDefault()}>
      <SearchField {...search} {...box} />
      {selectsClassName === undefined ? fields : <div className={selectsClassName}>{fields}</div>}
    </form>
  );
}

/**
 * The card a list page's filters sit in, above the list (DESIGN: cards on the surface token).
 * @param className added to the card (e.g. 'flex flex-col gap-4' when it holds more than the filter bar)
 */
export function FilterPanel({ className = '', children }: { className?: string; children: ReactNode }) {
  const card = 'mb-8 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5';
  return <div className={className ? `${card} ${className}` : card}>{children}</div>;
}
