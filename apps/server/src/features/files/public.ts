/*
 * The files feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/files is private to it.
 */

/** A resource shows its uploaded file, and deleting the resource releases it (features/resources). */
export { loadFiles, releaseFiles } from './file-service.ts';
/** Where a file's bytes lie in the media storage: a member's erased resources release theirs (features/resources). */
export { fileObjectKey } from './file-objects.ts';
