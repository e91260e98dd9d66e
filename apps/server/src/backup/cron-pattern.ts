import { Cron } from 'croner';

/*
 * BACKUP_CRON's check (config.ts), apart from the schedule so reading the configuration loads no backup code.
 */

/**
 * Whether `pattern` is a five-field cron expression (minute hour day-of-month month day-of-week) that croner reads.
 * @param pattern e.g. '0 3 * * *'
 */
export function isCronPattern(pattern: string): boolean {
  if (pattern.trim().split(/\s+/).length !== 5) return false;
  try {
    new Cron(pattern, { paused: true, timezone: 'UTC' }).stop();
    return true;
  } catch {
    return false;
  }
}
