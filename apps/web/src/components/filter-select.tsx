import { inputClass } from './form-field';
import { SelectOptions, type SelectOption } from './select-options';

/**
 * A labelled select of a list page's filter bar (SPEC §2: Projects, Challenges, Community Members): the choice is
 * applied as soon as it changes; `allLabel`, when given, is a first choice with the empty value (no filter).
 * @param className the wrapper's width at each breakpoint (e.g. 'sm:w-48')
 */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  allLabel,
  className = '',
}: {
  id: string;
  label: string;
  value: V | '';
  options: readonly SelectOption[];
  onChange: (value: V | '') => void;
  allLabel?: string;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')} className={`${inputClass} h-11`}>
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
