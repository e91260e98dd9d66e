import type { Image } from '@esdc/core/image';
import { PROJECT_IMAGES_MAX } from '@esdc/core/project-schemas';
import { ImageUpload } from '../../../components/image-upload';

/**
 * The images of the member and admin project forms: up to PROJECT_IMAGES_MAX uploads, one of them the
 * cover (the first unless another is chosen). The Image URL field beside it keeps taking an external https URL.
 * @param idPrefix the field's id is `{idPrefix}-images`
 * @param onChange the new list and cover (null: the first image)
 */
function ProjectImagesField({
  idPrefix,
  images,
  coverId,
  onChange,
}: {
  idPrefix: string;
  images: readonly Image[];
  coverId: number | null;
  onChange: (images: Image[], coverId: number | null) => void;
}) {
  return (
    <ImageUpload
      id={`${idPrefix}-images`}
      label="Project Images"
      hint={`JPEG, PNG, WebP, AVIF or GIF, up to ${PROJECT_IMAGES_MAX} images. The cover shows on the project card.`}
      value={images}
      max={PROJECT_IMAGES_MAX}
      onChange={(next) => onChange(next, coverId !== null && next.some((i) => i.id === coverId) ? coverId : null)}
      cover={{ id: coverId, onChange: (id) => onChange([...images], id) }}
    />
  );
}

/** What the project forms send for their images: the ids in order and the cover (the first when none was chosen). */
export function projectImagesPayload(images: readonly Image[], coverId: number | null): { image_ids: number[]; cover_image_id: number | null } {
  const ids = images.map((i) => i.id);
  return { image_ids: ids, cover_image_id: coverId !== null && ids.includes(coverId) ? coverId : (ids[0] ?? null) };
}

/** What {@link BoundProjectImagesField} needs of a project form: its `images` and `cover_image_id` values. */
interface ProjectImagesForm {
  watch(name: 'images'): Image[];
  watch(name: 'cover_image_id'): number | null;
  setValue(name: 'images', value: Image[], options: { shouldDirty: boolean }): void;
  setValue(name: 'cover_image_id', value: number | null, options: { shouldDirty: boolean }): void;
}

/**
 * {@link ProjectImagesField} bound to a project form (the member's, the admin's create and edit dialogs): it shows the
 * form's images and cover, and sets both (marking the form dirty) on a change.
 * @param form the form's `watch` and `setValue`
 * @param onEdit called after a change (the form's `edited`, which clears its server error)
 */
export function BoundProjectImagesField({ idPrefix, form, onEdit }: { idPrefix: string; form: ProjectImagesForm; onEdit: () => void }) {
  return (
    <ProjectImagesField
      idPrefix={idPrefix}
      images={form.watch('images')}
      coverId={form.watch('cover_image_id')}
      onChange={(images, coverId) => {
        form.setValue('images', images, { shouldDirty: true });
        form.setValue('cover_image_id', coverId, { shouldDirty: true });
        onEdit();
      }}
    />
  );
}
