import { RESET_TOKEN_TTL_MINUTES } from '@esdc/core/account-schemas';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { issueAccountToken } from '../platform/account-tokens.ts';
import { resetPasswordLink } from '../platform/mail/account-emails.ts';

/** How the admin command is used. */
export const ADMIN_USAGE = 'Usage: npm run admin -- reset-password EMAIL';

/** What a run of the admin command printed and its exit code. */
export interface CommandResult {
  code: number;
  out: string[];
  err: string[];
}

/**
 * The operator's command ("npm run admin -- reset-password EMAIL"; SPEC §2 Forgot password, reset password, verify
 * email): prints a password-reset link for an account, so the sole admin can be recovered without mail. The link works
 * once, for 60 minutes; older reset links of the account stop working. Nothing is mailed.
 * @param args the words after `--`, e.g. ['reset-password', 'admin@club.example']
 * @param database the configured database, migrated
 * @param config for `publicUrl`, the start of the link
 * @returns exit code 0 with the link; 1 for an unknown email; 2 for a wrong usage (nothing changes then)
 */
export async function runAdminCommand(args: readonly string[], database: Database, config: Pick<Config, 'publicUrl'>, now: Date): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  if (command !== 'reset-password' || !email || rest.length > 0) return { code: 2, out: [], err: [ADMIN_USAGE] };
  const address = email.trim().toLowerCase();
  const user = await database.db.selectFrom('users').select(['id', 'email', 'role', 'status']).where('email', '=', address).executeTakeFirst();
  if (!user) return { code: 1, out: [], err: [`No account has the email ${address}. Nothing was changed.`] };
  const { token, expiresAt } = await database.db
    .transaction()
    .execute((trx) => issueAccountToken(trx, { userId: user.id, purpose: 'password-reset', ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000, now }));
  return {
    code: 0,
    out: [`Password-reset link for ${user.email} (${user.role}, ${user.status}); it works once, until ${expiresAt}:`, resetPasswordLink(config, token)],
    err: [],
  };
}
