import type { AuditTargetType } from '@esdc/core/admin-user-schemas';
import type { TestApp } from './harness.ts';

/**
 * The actions of the audit entries about one target (SPEC §2 Admin audit log), oldest first.
 * @param targetType the entries' `target_type` (e.g. 'course')
 * @param targetId the target's id
 * @returns the actions (e.g. ['course.created', 'course.updated'])
 */
export async function auditActions(app: TestApp, targetType: AuditTargetType, targetId: number): Promise<string[]> {
  const rows = await app.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}
