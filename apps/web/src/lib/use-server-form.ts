import { useState } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** What a bound field component takes: react-hook-form's `register(name)` props plus the field's error message. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/** Binds a form field by name: `<TextField id label {...field('email')} />` (see {@link useServerForm}). */
export type FieldBinder<N extends string> = (name: N) => BoundField;

/**
 * react-hook-form's `useForm` plus the form-level server error of every form (SPEC §4 Forms: error shown; §8 failure
 * messages): `serverError` for the form's alert; `field(name)` registers a field so typing in it clears that error
 * (and calls `onEdit`) and passes its validation message as `error`; `edited()` does the same for fields bound with a
 * `Controller`; `submit(onValid, onInvalid)` is `handleSubmit` that clears the server error before `onValid` runs;
 * `trySubmit(onValid, fallback)` is `submit` that shows what `onValid` throws as the server error (its message, else
 * `fallback`, e.g. 'Failed to save the event. Please try again.').
 * @param props the `useForm` options (resolver, defaultValues)
 * @param onEdit called whenever the user changes a field (e.g. to hide a success message)
 * @returns the `useForm` result with `serverError`, `setServerError`, `edited`, `field`, `submit` and `trySubmit`
 */
export function useServerForm<TValues extends FieldValues, TOutput = TValues>(props: UseFormProps<TValues, unknown, TOutput>, onEdit?: () => void) {
  const form = useForm<TValues, unknown, TOutput>(props);
  const [serverError, setServerError] = useState<string | null>(null);
  const edited = () => {
    setServerError(null);
    onEdit?.();
  };
  const field = (name: Path<TValues>): BoundField => ({
    ...form.register(name, { onChange: edited }),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const submit = (onValid: SubmitHandler<TOutput>, onInvalid?: SubmitErrorHandler<TValues>) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      await onValid(values);
    }, onInvalid);
  const trySubmit = (onValid: SubmitHandler<TOutput>, fallback: string) =>
    submit(async (values) => {
      try {
        await onValid(values);
      } catch (error) {
        setServerError(error instanceof Error && error.message ? error.message : fallback);
      }
    });
  return { ...form, serverError, setServerError, edited, field, submit, trySubmit };
}
