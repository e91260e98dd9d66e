/** A choice of a select: a plain string (shown as it is stored) or a stored value with its label. */
export type SelectOption = string | { readonly value: string; readonly label: string };

/**
 * The `<option>`s of a select, one per choice, in the given order.
 * @param options the choices (strings, or `{ value, label }` such as ROLE_OPTIONS)
 */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => {
    const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
