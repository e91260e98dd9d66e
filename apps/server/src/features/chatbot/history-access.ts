import { CHAT_USER_ID_REQUIRED } from '@esdc/core/chatbot';
import { INT32_MAX } from '@esdc/core/input';
import { can, type Actor } from '@esdc/core/permissions';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';

/*
 * Whose assistant history a caller may read (SPEC §5 Chat, §7 chatbot calls): their own, or anyone's for an admin.
 */

/**
 * The member id of `GET /api/chatbot/history/{userId}`, once the caller may read that history.
 * @param caller the signed-in caller
 * @param raw the path's `userId` as sent
 * @returns the id
 * @throws AppError 400 'User ID is required' (empty) or 'Invalid user id' (not plain digits, or 0); 403 for another
 *   member's history unless the caller is an active admin; 404 'User not found' for an id beyond the column's range
 */
export function historyUserId(caller: Actor, raw: string): number {
  const text = raw.trim();
  if (text === '') throw badRequest(CHAT_USER_ID_REQUIRED);
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) throw badRequest('Invalid user id');
  const admin = can(caller, 'chatbot:manage');
  const id = Number(text);
  if (id > INT32_MAX || !Number.isSafeInteger(id)) {
    if (!admin) throw forbidden();
    throw notFound('User not found');
  }
  if (id !== caller.id && !admin) throw forbidden();
  return id;
}
