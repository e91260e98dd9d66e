import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FieldShell, fieldDescribedBy, inputClass } from './form-field';

/**
 * Password input with a show/hide toggle (SPEC §2 Login, Register: visibility toggles).
 * The toggle's name says which field it reveals, so two toggles on one form stay distinct.
 */
export function PasswordField({
  id,
  label,
  error,
  className = '',
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string; error?: string }) {
  const [visible, setVisible] = useState(false);
  const what = label.toLowerCase();
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error)}
          className={`${inputClass} h-11 pr-12 ${className}`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${what}` : `Show ${what}`}
          aria-controls={id}
          className="absolute right-1.5 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          {visible ? <EyeOff className="size-4.5" aria-hidden="true" /> : <Eye className="size-4.5" aria-hidden="true" />}
        </button>
      </div>
    </FieldShell>
  );
}
