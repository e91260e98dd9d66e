import { ImagePlus } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { buttonClass } from '../../../components/button';
import { MarkdownField } from '../../../components/markdown-field';
import { notify } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload-image';

/**
 * A post's markdown body with Write / Preview and 'Add image' (SPEC §2 Forum Posts: images uploaded through the
 * editor): the picked image is uploaded (`POST /api/images`) and its markdown, `![name](url)`, added to the text.
 * @param markdown the current text (for the preview)
 * @param onInsert adds text at the end of the body (the form's `setValue`)
 * The other props go to the {@link MarkdownField} (id, label, rows, the form's registration and error).
 */
export function ForumBodyField({ onInsert, ...field }: ComponentProps<typeof MarkdownField> & { onInsert: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadImage(file);
      const variant = image.variants.at(-1);
      if (variant) onInsert(`![${file.name.replace(/[[\]]/g, '')}](${variant.webp})`);
    } catch (error) {
      void notify(error instanceof Error && error.message ? error.message : 'Failed to upload the image', 'error');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const id = `${field.id ?? 'forum-body'}-image`;
  return (
    <MarkdownField
      {...field}
      aside={
        <>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={uploading} onClick={() => input.current?.click()}>
            <ImagePlus className="size-4" aria-hidden="true" />
            {uploading ? 'Uploading...' : 'Add image'}
          </button>
        </>
      }
    />
  );
}
