import type { Image } from '@esdc/core/image';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { BoundControl } from './bound-control';
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
    <BoundControl
      control={control}
      name={name}
      onEdit={onEdit}
      render={({ value, onChange }) => <ImageUpload {...upload} value={value} onChange={onChange as (images: Image[]) => void} />}
    />
  );
}
