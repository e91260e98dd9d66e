import { inputClass } from '../../../components/form-field';

/** A labelled filter of an admin tab (SPEC §2 Admin panel) with an 'All' choice (empty value). */
export function FilterSelect<V extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:w-44">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')} className={`${inputClass} h-11`}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
