/*
 * Learning resources (SPEC §2 Resources): categories, kinds and bounds. The zod schemas are in
 * ./resource-schemas.ts, so pages that only show resources do not load zod.
 */
export type { Resource, ResourceCreate, ResourceFile, ResourceListQuery, ResourceUpdate, StoredFile } from './resource-schemas.ts';

/** The category buttons after 'all' (SPEC §2 Resources), in their order. */
export const RESOURCE_CATEGORIES = ['arduino', 'raspberry-pi', 'pcb', 'iot', 'programming'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** A resource is a link to elsewhere or a file uploaded here. */
export const RESOURCE_KINDS = ['link', 'file'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_TITLE_MIN = 3;
export const RESOURCE_TITLE_MAX = 120;
export const RESOURCE_DESCRIPTION_MAX = 1000;
/** Page size of the resources list. */
export const RESOURCE_PAGE_SIZE = 12;

/** Content types a resource file may have (sniffed from its bytes, never taken from its name). */
export const FILE_UPLOAD_TYPES = ['application/pdf', 'application/zip', 'text/plain', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type FileUploadType = (typeof FILE_UPLOAD_TYPES)[number];

/** Stored uploaded files' keys: 32 hex digits. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** Where a stored file is downloaded. */
export function fileUrl(key: string, name: string): string {
  return `/files/${key}/${encodeURIComponent(name)}`;
}

/** Messages of the resources API. */
export const RESOURCE_MESSAGES = {
  notFound: 'Resource not found',
  manageNotAllowed: 'Only admins and moderators may manage resources',
  linkOrFile: 'Give either a link or a file',
  created: 'Resource added',
  updated: 'Resource saved',
  deleted: 'Resource deleted',
} as const;
