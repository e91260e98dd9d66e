import { z } from 'zod';
import { passwordTextSchema } from './user.ts';

/** What happens to a deleting member's projects. */
export const ACCOUNT_PROJECT_CHOICES = ['delete', 'keep'] as const;
export type AccountProjectChoice = (typeof ACCOUNT_PROJECT_CHOICES)[number];

/** The name a deleted member's row, kept projects and past audit entries show instead of theirs. */
export const FORMER_MEMBER_NAME = 'Former member';

/** Refusal of a deletion whose re-entered password is wrong (code `WRONG_PASSWORD`). */
export const WRONG_DELETION_PASSWORD = 'Password is incorrect';

/**
 * Body of `DELETE /api/user/account`: the member's password, re-entered, and what becomes of
 * their projects: 'delete' (with their likes, tags and contributors) or 'keep' (shown under 'Former member').
 */
export const accountDeletionSchema = z.object({
  password: passwordTextSchema('Password is required'),
  projects: z.enum(ACCOUNT_PROJECT_CHOICES, { error: 'Choose whether to delete or keep your projects' }),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** Version of the export's layout; raised when a section changes shape. */
export const ACCOUNT_EXPORT_VERSION = 1;

/**
 * The answer of `GET /api/user/export`: everything the platform holds about the member, one
 * section per kind of data (`profile`, `sessions`, `projects`, …; each feature contributes its own), never a
 * secret (no password hash, no session id).
 */
export const accountExportSchema = z.object({
  format: z.literal('esdc-hub-account-export'),
  version: z.number().int(),
  exported_at: z.string().describe('ISO-8601 UTC'),
  user_id: z.number().int(),
  sections: z.record(z.string(), z.unknown()).describe('One entry per kind of data: an object (`profile`) or a list of rows, with snake_case fields as stored'),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * The file name the web saves an export under: `esdc-hub-export-<username>-<YYYY-MM-DD>.json`.
 * @param exportedAt ISO-8601 time of the export (its UTC date is used)
 */
export function accountExportFileName(username: string, exportedAt: string): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_') || 'member';
  return `esdc-hub-export-${safe}-${exportedAt.slice(0, 10)}.json`;
}
