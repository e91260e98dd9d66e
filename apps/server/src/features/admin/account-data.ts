import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { mentionsAny, redactJson } from '../../platform/account-data/redact.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** SPEC §2 Your data: the audit entries about the member, or made by them. */
export const auditExport: ExportSection = {
  key: 'audit_log',
  tables: ['audit_log'],
  collect: async (trx, userId) => {
    const rows = await trx
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_id', 'details', 'created_at'])
      .where((eb) => eb.or([eb('actor_id', '=', userId), eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', userId)])]))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, details: parse(r.details) }));
  },
};

async function redactRows(
  trx: Transaction<DB>,
  rows: { id: number; details: string; target_type: string; target_id: number | null }[],
  userId: number,
  values: readonly string[],
) {
  for (const row of rows) {
    const aboutMember = row.target_type === 'user' && row.target_id === userId;
    const details = JSON.stringify(redactJson(parse(row.details), values, aboutMember));
    if (details !== row.details) await trx.updateTable('audit_log').set({ details }).where('id', '=', row.id).execute();
  }
}

/**
 * SPEC §2 Your data: earlier audit entries keep what happened, who did it (by id) and when, but not the member's
 * personal data: in entries about the member every name, username, email, profile field and reason is replaced by
 * '[redacted]' (also earlier values of them), and in any entry a string holding one of the member's current
 * values is.
 */
export const auditEraser: Eraser = {
  name: 'audit log',
  order: 1,
  erase: async (trx, { userId, personalValues }) => {
    const rows = await trx
      .selectFrom('audit_log')
      .select(['id', 'details', 'target_type', 'target_id'])
      .where((eb) => eb.or([eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', userId)]), mentionsAny('details', personalValues)]))
      .execute();
    await redactRows(trx, rows, userId, personalValues);
  },
};
