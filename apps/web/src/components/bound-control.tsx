import type { ReactElement } from 'react';
import { Controller, type Control, type FieldPathValue, type FieldValues, type Path } from 'react-hook-form';

/** What a custom control bound by {@link BoundControl} is given: the field's value, its setter and its message. */
type BoundProps<V> = { value: V; onChange: (value: V) => void; error?: string };

/**
 * A custom control (a member picker, an image upload, a star rating) bound to a react-hook-form field (SPEC §4 Forms):
 * it gets the field's value and validation message, and a change sets the field and calls `onEdit` (the form's
 * `edited`, which clears its server error).
 * @param control the form's control
 * @param name the field
 * @param onEdit called after every change
 * @param render draws the control from its value, setter and message
 */
export function BoundControl<T extends FieldValues, TOutput, N extends Path<T>>({
  control,
  name,
  onEdit,
  render,
}: {
  control: Control<T, unknown, TOutput>;
  name: N;
  onEdit: () => void;
  render: (field: BoundProps<FieldPathValue<T, N>>) => ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          value: field.value,
          onChange: (next) => {
            field.onChange(next);
            onEdit();
          },
          error: fieldState.error?.message,
        })
      }
    />
  );
}
