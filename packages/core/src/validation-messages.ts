import type { z } from 'zod';

/*
 * The message of a validation failure that no schema worded itself (DESIGN API conventions: every message names
 * the field, one message per field). Schemas word their own rules in the spec's words; this covers the rest:
 * a wrong type, an unknown choice, a body that is not an object.
 */

/** Words that read better in capitals when a field name is turned into a label. */
const ACRONYMS: Record<string, string> = { id: 'ID', url: 'URL', ms: 'ms', github: 'GitHub' };

/**
 * A field's label from its path: the last named segment, words split at '_' and capitals, first letter capitalised
 * (`github_link` → 'GitHub link', `user_id` → 'User ID', `confirmPassword` → 'Confirm password').
 * @param path the issue's path (strings and array indexes)
 * @returns the label, or 'Request body' for the whole body
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const text = fieldWords(path);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The field's name as it reads inside a sentence ('user ID', 'GitHub link', 'request body'). */
function fieldWords(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  if (!name) return 'request body';
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * Words an issue that carries no message of its own, naming its field.
 * @param issue a zod issue (its `path` complete)
 * @returns the message, e.g. 'Title must be text', 'Request body must be a JSON object', 'Invalid category'
 */
export function defaultValidationMessage(issue: z.core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  const invalid = `Invalid ${fieldWords(issue.path ?? [])}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${label} is required`;
      if (label === 'Request body') return 'Request body must be a JSON object';
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
      return boundMessage(label, 'at least', issue.origin, issue.minimum);
    case 'too_big':
      return boundMessage(label, 'at most', issue.origin, issue.maximum);
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_format':
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
      return invalid;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return invalid;
  }
}

/** '{label} must be at least|at most {n}' in the units of what is measured (characters, items, or the value). */
function boundMessage(label: string, bound: 'at least' | 'at most', origin: string, limit: number | bigint): string {
  const unit = origin === 'string' ? ' characters long' : origin === 'array' ? ' items' : '';
  const verb = origin === 'array' ? 'must have' : 'must be';
  return `${label} ${verb} ${bound} ${String(limit)}${unit}`;
}
