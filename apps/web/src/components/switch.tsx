/**
 * An accessible on/off switch (role="switch", aria-checked), named and described by elements elsewhere in its row.
 * Disabled, it shows its state and cannot be changed; busy (a change being saved), it cannot be changed either and
 * says so to assistive technology.
 * @param labelledBy the id of the element naming it
 * @param describedBy the id of the element describing it
 */
export function Switch({
  labelledBy,
  describedBy,
  checked,
  disabled = false,
  busy = false,
  onChange,
}: {
  labelledBy: string;
  describedBy: string;
  checked: boolean;
  disabled?: boolean;
  busy?: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? 'border-accent bg-accent' : 'border-muted bg-surface-2'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full shadow transition-transform ${checked ? 'translate-x-[1.3rem] bg-accent-fg' : 'translate-x-0.5 bg-muted'}`}
      />
    </button>
  );
}
