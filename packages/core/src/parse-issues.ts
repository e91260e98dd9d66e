import type { z } from 'zod';

/**
 * The messages of a failed parse, in order.
 * @returns [] when `input` parses
 */
export function parseMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/**
 * Each failing path of a parse (dot-joined, '' for the value itself) with its message, in order.
 * @returns [] when `input` parses
 */
export function parseIssues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i): [string, string] => [i.path.join('.'), i.message]);
}
