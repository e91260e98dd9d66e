import type { ComponentProps, ReactNode } from 'react';

/** Input look shared by every form field (tokens only; red border when invalid). */
export const inputClass =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-fg placeholder:text-muted transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-danger';

/** ids of a field's hint and error, and the aria-describedby that links them (SPEC §4 Forms; WCAG 3.3.1). */
export function fieldDescribedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The props that tie a field's control to its label, hint and error: its id, aria-invalid and aria-describedby. */
function controlProps(id: string, error?: string, hint?: ReactNode) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': fieldDescribedBy(id, error, hint) };
}

/** A field's label, optional hint, control and error message. */
export function FieldShell({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A field's validation message (SPEC §4 Forms: error shown), with the id its control's aria-describedby names
 * (`{id}-error`, see {@link fieldDescribedBy}); nothing without an error.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** A field's id, label, validation message and hint: what ties its control to its {@link FieldShell}. */
type FieldLabels = { id: string; label: string; error?: string; hint?: ReactNode };

/**
 * A control in its {@link FieldShell}: `control` is given the props that tie it to its label, hint and error.
 * @param labels the field's id, label, error and hint
 * @param control draws the control from those props
 */
function Labelled({ labels: { id, label, error, hint }, control }: { labels: FieldLabels; control: (tie: ReturnType<typeof controlProps>) => ReactNode }) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {control(controlProps(id, error, hint))}
    </FieldShell>
  );
}

/** A labelled text input with its error linked through aria-describedby and aria-invalid set (SPEC §5). */
export function TextField({ id, label, error, hint, className = '', ...input }: ComponentProps<'input'> & FieldLabels) {
  return <Labelled labels={{ id, label, error, hint }} control={(tie) => <input {...tie} className={`${inputClass} h-11 ${className}`} {...input} />} />;
}

/**
 * A labelled web-address input (SPEC §5 links: GitHub, live URL, images), a {@link TextField} of type url with the URL
 * keyboard.
 * @param placeholder default 'https://'
 */
export function UrlField({ placeholder = 'https://', ...props }: ComponentProps<typeof TextField>) {
  return <TextField type="url" inputMode="url" placeholder={placeholder} {...props} />;
}

/**
 * A labelled whole-number input (SPEC §5: capacity, points, stock, minutes), a {@link TextField} of type number with
 * the numeric keyboard, stepping by one.
 */
export function WholeNumberField(props: ComponentProps<typeof TextField>) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}

/** A labelled multi-line input, same error wiring as {@link TextField}. */
export function TextAreaField({ id, label, error, hint, className = '', ...input }: ComponentProps<'textarea'> & FieldLabels) {
  return (
    <Labelled
      labels={{ id, label, error, hint }}
      control={(tie) => <textarea {...tie} className={`${inputClass} min-h-24 py-2.5 ${className}`} {...input} />}
    />
  );
}

/** A labelled select, same error wiring as {@link TextField}. */
export function SelectField({ id, label, error, hint, className = '', children, ...select }: ComponentProps<'select'> & FieldLabels) {
  return (
    <Labelled
      labels={{ id, label, error, hint }}
      control={(tie) => (
        <select {...tie} className={`${inputClass} h-11 ${className}`} {...select}>
          {children}
        </select>
      )}
    />
  );
}
