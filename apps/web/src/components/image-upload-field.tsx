import type { Image } from '@esdc/core/image';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from './image-upload';

/**
 * An {@link ImageUpload} bound to a react-hook-form field that holds the uploaded images (a blog cover, an event's
 * image): a change sets the field and calls `onEdit` (the form's `edited`, which clears its server error).
 * @param control the form's control
 * @param name the field holding `Image[]`
 * @param onEdit called after every change
 */
export function ImageUploadField<T extends FieldValues, TOutput>({
  control,
  name,
  onEdit,
  ...upload
}: Omit<ImageUploadProps, 'value' | 'onChange'> & { control: Control<T, unknown, TOutput>; name: FieldPathByValue<T, Image[]>; onEdit: () => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUpload
          {...upload}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            onEdit();
          }}
        />
      )}
    />
  );
}
