import type { FieldValues, Path, UseFormProps } from 'react-hook-form';
import { notify } from '../../lib/toast';
import { useServerForm } from '../../lib/use-server-form';
import { serverFieldErrors, serverMessage } from './server-message';

/** What a create or update call of the admin API answers: the server's success message, if any. */
type Saved = { message?: string | null };

/** The texts of one admin save (SPEC §8: the admin panel's success and failure messages). */
export type SaveTexts<R = Saved> = {
  /** Toasted on success when the server sends no message (a fixed text, or one made from the answer). */
  success: string | ((result: R) => string);
  /** Shown in the form when a refusal carries no message. */
  failure: string;
  /** Toasted on a refusal: a fixed text, or one made from the error; by default what the form shows. */
  toast?: string | ((error: unknown) => string);
};

/**
 * The form of an admin create/edit dialog or settings form (SPEC §2 Admin panel, §6 Admin, §8): {@link useServerForm}
 * plus `send(request, texts)`, which runs the call, toasts the server's message (else `texts.success`) and calls
 * `onDone` with it (a dialog closes, a settings form shows it), or on a refusal marks the fields the server names (its
 * `details` or a code such as EMAIL_TAKEN), shows its message (else `texts.failure`) in the form and toasts; and
 * `saveChanges(body, request, texts)` for an edit that sends only what changed: an empty body toasts 'No changes to
 * save' and closes without a call.
 * @param fields the form fields the server may name in a refusal
 * @param onDone after a success, given the text toasted (closes the dialog)
 * @param onEdit called whenever the user changes a field (e.g. to hide the last outcome)
 */
export function useAdminForm<TValues extends FieldValues, TOutput>({
  fields,
  onDone,
  onEdit,
  ...props
}: UseFormProps<TValues, unknown, TOutput> & { fields: readonly Path<TValues>[]; onDone: (message: string) => void; onEdit?: () => void }) {
  const form = useServerForm<TValues, TOutput>(props, onEdit);

  const send = async <R extends Saved>(request: () => Promise<R>, texts: SaveTexts<R>): Promise<R | undefined> => {
    try {
      const result = await request();
      const message = result.message ?? (typeof texts.success === 'function' ? texts.success(result) : texts.success);
      void notify(message, 'success');
      onDone(message);
      return result;
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, fields)) form.setError(field, { message });
      const shown = serverMessage(error) ?? texts.failure;
      form.setServerError(shown);
      const toast = typeof texts.toast === 'function' ? texts.toast(error) : (texts.toast ?? shown);
      void notify(toast, 'error');
      return undefined;
    }
  };

  const saveChanges = async <B extends object, R extends Saved>(body: B, request: (body: B) => Promise<R>, texts: SaveTexts<R>): Promise<R | undefined> => {
    if (Object.keys(body).length === 0) {
      void notify('No changes to save', 'info');
      onDone('No changes to save');
      return undefined;
    }
    return send(() => request(body), texts);
  };

  return { ...form, send, saveChanges };
}
