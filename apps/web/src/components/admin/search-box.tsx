import { Search } from 'lucide-react';
import { inputClass } from '../form-field';

/** The search box of an admin tab (SPEC §2 Admin panel: search box): labelled, a search landmark. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="search" className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-[14rem]">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={`${inputClass} h-11 pl-9`}
        />
      </div>
    </div>
  );
}
