import { imageVariant, type Image } from '@esdc/core/image';
import { FileWarning, ImagePlus, Star, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { apiRequest } from '../lib/api-client';
import { uploadImage } from '../lib/upload-image';

/** A file on its way to the server: its preview, how far it got, or why it was refused. */
interface PendingUpload {
  key: string;
  name: string;
  preview: string;
  /** 0..100 */
  percent: number;
  error: string | null;
  /** The browser cannot draw the file (not an image): a placeholder shows instead. */
  previewBroken?: boolean;
}

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** The file input's id (its label points at it). */
  id: string;
  label: string;
  hint?: string;
  /** The uploaded images, in order. */
  value: readonly Image[];
  onChange: (images: Image[]) => void;
  /** How many images the field holds (1: a new upload replaces the current one). */
  max?: number;
  /** With several images: the cover's id and how to change it. */
  cover?: { id: number | null; onChange: (id: number) => void };
  disabled?: boolean;
}

/**
 * Image upload field, one for every image the platform stores (project images, avatars, later products,
 * blog covers and events): drop files on it or pick them with its button (keyboard: Tab to the button, Enter), see
 * each one's preview and upload progress, remove an image, and, with `cover`, choose which one is the cover. Each file
 * is sent at once to `POST /api/images`; a refusal shows the server's own words next to its preview. The field's value
 * is the list of uploaded images; an image uploaded here and removed again is deleted from the server (one already
 * saved elsewhere is only taken off this list).
 * @param max how many images the field holds (1: a new upload replaces the current one)
 * @param cover with several images: the cover's id and how to change it
 */
export function ImageUpload({ id, label, hint, value, onChange, max = 1, cover, disabled = false }: ImageUploadProps) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // The latest value and handler, for uploads that finish after later renders.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const uploadedHere = useRef(new Set<number>());
  const aborts = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const hintId = useId();

  useEffect(() => {
    const controllers = aborts.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const update = (key: string, change: Partial<PendingUpload>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const dismiss = (key: string) =>
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.key !== key);
    });

  const forget = (image: Image) => {
    // Never attached anywhere: nothing else will ever show it.
    if (uploadedHere.current.delete(image.id)) void apiRequest(`/api/images/${image.id}`, { method: 'DELETE' }).catch(() => undefined);
  };

  const start = (file: File) => {
    counter.current += 1;
    const key = `${counter.current}-${file.name}`;
    const controller = new AbortController();
    aborts.current.set(key, controller);
    setPending((list) => [...list, { key, name: file.name, preview: URL.createObjectURL(file), percent: 0, error: null }]);
    uploadImage(file, { signal: controller.signal, onProgress: ({ loaded, total }) => update(key, { percent: Math.round((loaded / total) * 100) }) })
      .then((image) => {
        uploadedHere.current.add(image.id);
        const current = latest.current.value;
        if (max === 1) for (const old of current) forget(old);
        const next = max === 1 ? [image] : [...current, image].slice(0, max);
        // Two uploads may finish before the next render: the second must see the first.
        latest.current = { ...latest.current, value: next };
        latest.current.onChange(next);
        dismiss(key);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update(key, { error: error instanceof Error && error.message ? error.message : 'The upload failed. Please try again.' });
      })
      .finally(() => aborts.current.delete(key));
  };

  const room = max === 1 ? 1 : Math.max(0, max - value.length - pending.filter((p) => !p.error).length);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    noClick: true,
    noKeyboard: true,
    multiple: max > 1,
    disabled: disabled || room === 0,
    onDrop: (files) => files.slice(0, room).forEach(start),
  });

  const remove = (image: Image) => {
    forget(image);
    onChange(value.filter((i) => i.id !== image.id));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? hintId : undefined} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-fg">
        {label}
      </span>
      <div
        {...getRootProps({
          className: `flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition ${
            isDragActive ? 'border-accent bg-accent-soft' : 'border-line bg-surface-2'
          }`,
        })}
      >
        <input {...getInputProps({ id, accept: 'image/jpeg,image/png,image/webp,image/avif,image/gif' })} aria-label={label} />
        <ImagePlus className="size-6 text-muted" aria-hidden="true" />
        <p className="text-sm text-muted">{isDragActive ? 'Drop to upload' : max > 1 ? 'Drag images here, or' : 'Drag an image here, or'}</p>
        <button
          type="button"
          onClick={open}
          disabled={disabled || room === 0}
          className="inline-flex h-9 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg transition hover:border-accent hover:text-accent-text disabled:cursor-not-allowed disabled:opacity-60"
        >
          {max > 1 ? 'Choose images' : value.length ? 'Replace image' : 'Choose image'}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {value.length || pending.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`${label}: uploaded`}>
          {value.map((image, index) => {
            const thumb = imageVariant(image, 'thumbnail');
            const isCover = cover?.id === image.id || (cover && cover.id === null && index === 0);
            return (
              <li key={image.id} className="relative overflow-hidden rounded-lg border border-line bg-surface">
                {thumb ? (
                  <img src={thumb.webp} alt={`Image ${index + 1}`} width={thumb.width} height={thumb.height} className="aspect-[4/3] w-full object-cover" />
                ) : null}
                <ImageTileTools
                  index={index}
                  isCover={Boolean(isCover)}
                  onCover={cover && value.length > 1 ? () => cover.onChange(image.id) : undefined}
                  onRemove={() => remove(image)}
                />
              </li>
            );
          })}
          {pending.map((upload) => (
            <li key={upload.key} className="relative overflow-hidden rounded-lg border border-line bg-surface">
              {upload.previewBroken ? (
                <div className="flex aspect-[4/3] w-full items-center justify-center bg-surface-2 text-muted" aria-hidden="true">
                  <FileWarning className="size-8" />
                </div>
              ) : (
                <img
                  src={upload.preview}
                  alt={`Preview of ${upload.name}`}
                  onError={() => update(upload.key, { previewBroken: true })}
                  className="aspect-[4/3] w-full object-cover opacity-70"
                />
              )}
              <div className="flex flex-col gap-1 p-1.5">
                {upload.error ? (
                  <div className="flex items-start justify-between gap-1">
                    <p role="alert" className="text-xs font-medium text-danger">
                      {upload.name}: {upload.error}
                    </p>
                    <button
                      type="button"
                      onClick={() => dismiss(upload.key)}
                      aria-label={`Dismiss ${upload.name}`}
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                ) : (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${upload.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={upload.percent}
                    className="h-1.5 overflow-hidden rounded-full bg-surface-2"
                  >
                    <div className="h-full bg-accent transition-[width]" style={{ width: `${upload.percent}%` }} />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The tools under an image of an image list (SPEC §3 uploads with a cover): 'Make cover' (pressed, reading 'Cover', on
 * the cover) and Remove, both naming the image by its place ('Remove image 2').
 * @param index the image's place in the list, from 0
 * @param onCover makes it the cover; without it there is no cover button
 * @param coverDisabled the cover button is disabled (the cover is the first image and it is first already)
 */
export function ImageTileTools({
  index,
  isCover,
  onCover,
  coverDisabled,
  onRemove,
}: {
  index: number;
  isCover: boolean;
  onCover?: () => void;
  coverDisabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-1 p-1.5">
      {onCover ? (
        <button
          type="button"
          aria-pressed={isCover}
          disabled={coverDisabled}
          onClick={onCover}
          className="inline-flex h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold text-muted transition hover:text-accent-text aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
        >
          <Star className="size-3.5" aria-hidden="true" />
          {isCover ? 'Cover' : 'Make cover'}
          <span className="sr-only"> (image {index + 1})</span>
        </button>
      ) : (
        <span />
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove image ${index + 1}`}
        className="inline-flex size-8 items-center justify-center rounded-full text-muted transition hover:bg-danger-soft hover:text-danger"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
