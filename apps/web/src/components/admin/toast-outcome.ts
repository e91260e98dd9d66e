import { notifyOutcome } from '../../lib/toast';
import { withServerMessage } from './server-message';

/**
 * The toasts of an admin change (SPEC §8 success and failure messages), as a mutation's callbacks: on success the
 * server's message, else `done`; on failure '{failed}: {the server's message}' (or `failed` alone).
 * @param done the success text when the server sends none (e.g. 'Event deleted')
 * @param failed the failure's prefix (e.g. 'Failed to delete event')
 * @returns `onSuccess` and `onError` for `mutate`
 */
export function toastOutcome(done: string, failed: string) {
  return notifyOutcome(done, (error) => withServerMessage(failed, error));
}
