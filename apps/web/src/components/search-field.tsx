import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClass } from './form-field';

/**
 * The labelled search box of a list page's filter bar (SPEC §2: Projects, Challenges, Community Members), with the
 * magnifier icon; the other props go to the `<input type="search">`.
 * @param className added to the wrapper (its width)
 */
export function SearchField({ id, label, className = '', ...input }: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string }) {
  return (
    <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
        <input id={id} type="search" className={`${inputClass} h-11 pl-9`} {...input} />
      </div>
    </div>
  );
}
