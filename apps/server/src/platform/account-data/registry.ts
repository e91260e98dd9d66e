import type { Eraser, ExportSection } from './account-data-entry.ts';

/** One feature's part of a member's data (its manifest's `accountData`). */
export interface AccountDataPart {
  /** Its sections of the export, in the file's order. */
  sections?: readonly ExportSection[];
  /** Its part of an account deletion. */
  erasers?: readonly Eraser[];
  /**
   * Its tables that refer to a member but are deliberately not exported, each with the reason (a one-time secret of a
   * sign-in in progress, say). features.test.ts accepts a table about a member that no section reads only when it is here.
   */
  notExported?: Readonly<Record<string, string>>;
}

/** Every feature's part of a member's data, in the order the export and a deletion run them. */
export interface AccountDataRegistry {
  /** The sections of a member's export, in the file's order (SPEC §2 Your data). */
  sections: readonly ExportSection[];
  /** The erasers an account deletion runs, in order, in one transaction (SPEC §2 Your data). */
  erasers: readonly Eraser[];
}

/**
 * Gathers the features' parts of a member's data (SPEC §2 Your data): sections in the features' order, erasers in
 * their `order` (sessions first, so no token works any more; the profile's tombstone last, since the others may still
 * read the member's row), then the features' order. The "nothing personal left" test (users/account.test.ts)
 * scans every table, and features.test.ts checks every table about a member is exported, so a forgotten part fails.
 * @param parts each feature's `accountData`, in the feature list's order
 * @throws Error when two sections share a key
 */
export function accountDataRegistry(parts: readonly AccountDataPart[]): AccountDataRegistry {
  const sections = parts.flatMap((part) => part.sections ?? []);
  const keys = new Set<string>();
  for (const section of sections) {
    if (keys.has(section.key)) throw new Error(`Two account export sections are named '${section.key}'`);
    keys.add(section.key);
  }
  const erasers = parts
    .flatMap((part) => part.erasers ?? [])
    .map((eraser, index) => ({ eraser, index }))
    .sort((a, b) => (a.eraser.order ?? 0) - (b.eraser.order ?? 0) || a.index - b.index)
    .map(({ eraser }) => eraser);
  return { sections, erasers };
}
