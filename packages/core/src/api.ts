import { z } from 'zod';

/**
 * Error codes of the failure envelope (DESIGN API conventions). A client acts on the code, never on the
 * message's text: the message is for people and keeps the spec's words.
 * - `VALIDATION_ERROR` (400): the input breaks a rule; `details` lists `{ path, message }` per field.
 * - `UNAUTHORIZED` (401): not signed in, or the session is no longer valid.
 * - `ACCOUNT_SUSPENDED`, `ACCOUNT_INACTIVE` (401): the session was ended because an admin suspended or deactivated the
 *   account; the message says why (SPEC §8 Login failure: 'Your account has been suspended: {reason}', 'Your account
 *   is inactive. Please contact an admin.'), for the sign-in page to show.
 * - `FORBIDDEN` (403): signed in but not allowed (also a suspended or inactive account signing in).
 * - `NOT_FOUND` (404), `PAYLOAD_TOO_LARGE` (413), `RATE_LIMITED` (429), `INTERNAL_ERROR` (5xx).
 * - `CONFLICT` (409): conflicts with existing data. When several fields conflict at once (register, admin
 *   create/update user: 'Validation failed: Email already registered, Username already taken'), `details`
 *   gives each field's `{ path, message, code }` with the specific code below.
 * - `EMAIL_TAKEN` (409): 'Email already registered' — another account has this email (path `email`).
 * - `USERNAME_TAKEN` (409): 'Username already taken' — another account has this username in any case (path `username`).
 * - `WRONG_CURRENT_PASSWORD` (400): 'Current password is incorrect' — changing one's password with a wrong
 *   current password (path `current_password`).
 * - `INVALID_TOKEN` (400): a password-reset or email-verification link that is unknown, expired or already used
 *   (one message for all three, so a link reveals nothing).
 * - `WRONG_PASSWORD` (400): 'Password is incorrect' — deleting one's account with a wrong password (path `password`).
 * - Events (SPEC §4 Event status): `EVENT_FULL` (409 'Event is full', only where no waitlist is offered),
 *   `EVENT_NOT_OPEN` (409 'Event is not accepting registrations'), `EVENT_ALREADY_PUBLISHED` (409),
 *   `EVENT_NOT_STARTED` (409 'Cannot start event before start date'), `EVENT_INVALID_TRANSITION` (409, any other
 *   refused status change), `EVENT_CAPACITY_BELOW_REGISTERED` (409, capacity lowered under the seats taken),
 *   `EVENT_ALREADY_REGISTERED` (409), `EVENT_NOT_REGISTERED` (404 on unregistering without a registration),
 *   `EVENT_ATTENDED` (409 on unregistering once checked in: attendance is kept), `CHECK_IN_CODE_UNKNOWN` (404, no registration of this event has the code).
 * - Shop catalogue: `PRODUCT_NOT_FOUND` (404 'Product not found', also a hidden listing the caller may not see).
 * - Shop (SPEC §4 Cart, Coupon; §8 Checkout): `CART_EMPTY` (400 'Your cart is empty!'), `OUT_OF_STOCK` (409 naming
 *   the product), `INVALID_COUPON` (404 'Invalid coupon code'), `COUPON_UNAVAILABLE` (409 expired, not yet valid,
 *   used up, or for none of the cart's products), `ORDER_INVALID_TRANSITION` (409 a refused order status change).
 * - Courses: `NOT_ENROLLED` (403, only enrolled learners may review, open lessons or sit exams),
 *   `ALREADY_ENROLLED` (409), `ALREADY_REVIEWED` (409), `PAID_ENROLLMENT` (409, a paid enrollment is withdrawn by
 *   cancelling its order), `ATTEMPTS_EXHAUSTED` (409 'No attempts left for this exam').
 * - `FEATURE_DISABLED` (404 '<Label> is switched off'): a call to a feature an admin switched off for the club
 *   (SPEC §3 Feature settings).
 * - `DATABASE_UNAVAILABLE` (503 with `Retry-After`, 'The database is unavailable. Please try again in a moment.'):
 *   the database refused or lost the connection; `STORAGE_FULL` (507 'The server is out of storage space. Please try
 *   again later.'): the disk is full (docs/requirements.md §7 Operations).
 */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_INACTIVE',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'WRONG_CURRENT_PASSWORD',
  'INVALID_TOKEN',
  'WRONG_PASSWORD',
  'EVENT_FULL',
  'EVENT_NOT_OPEN',
  'EVENT_ALREADY_PUBLISHED',
  'EVENT_NOT_STARTED',
  'EVENT_INVALID_TRANSITION',
  'EVENT_CAPACITY_BELOW_REGISTERED',
  'EVENT_ALREADY_REGISTERED',
  'EVENT_NOT_REGISTERED',
  'EVENT_ATTENDED',
  'CHECK_IN_CODE_UNKNOWN',
  'PRODUCT_NOT_FOUND',
  'CART_EMPTY',
  'OUT_OF_STOCK',
  'INVALID_COUPON',
  'COUPON_UNAVAILABLE',
  'ORDER_INVALID_TRANSITION',
  'NOT_ENROLLED',
  'ALREADY_ENROLLED',
  'ALREADY_REVIEWED',
  'PAID_ENROLLMENT',
  'ATTEMPTS_EXHAUSTED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'GITHUB_UNAVAILABLE',
  'FEATURE_DISABLED',
  'DATABASE_UNAVAILABLE',
  'STORAGE_FULL',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One field's failure in `error.details`: where (dotted path), the message, and a specific code when there is one. */
export const apiErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.enum(API_ERROR_CODES).optional(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/** Failure envelope (SPEC §8): `{ success: false, message, error: { code, details? } }`, the answer of every 4xx/5xx. */
export const apiFailureSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    error: z.object({ code: z.enum(API_ERROR_CODES), details: z.array(apiErrorDetailSchema).optional() }),
  })
  .meta({ id: 'ApiFailure' });
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** Success envelope: `{ success: true, data, message? }`. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** Paging of a list answer (`meta`): how many match in all, and the page asked for. */
export const pageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * The response schema of a route that answers one thing (SPEC §7 envelope): `{ success: true, data, message? }`.
 * Routes declare it per status (`response: { 200: envelope(projectSchema) }`); Fastify serialises from it, so a
 * field the schema does not name never leaves the server.
 * @param data the schema of `data`
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/**
 * The response schema of a paged list (DESIGN: lists are paginated): `{ success: true, data: item[], meta }`.
 * @param item the schema of one item
 */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), message: z.string().optional(), meta: pageMetaSchema });
}

/** Schema metadata key naming the media type of a success that is not JSON (read by the server's OpenAPI document). */
export const MEDIA_TYPE_META = 'x-media-type';

/**
 * The response schema of a route that answers a file or a text stream rather than the JSON envelope (a PDF, an
 * iCalendar feed, Server-Sent Events). `/api/docs` shows the answer under its own media type, as a string (`format:
 * binary` for bytes); failures still answer the JSON failure envelope.
 * @param mediaType the answer's media type, e.g. 'application/pdf'
 * @param description what the answer is
 * @param binary true when the answer is bytes (a file), false for text
 */
export function mediaResponse(mediaType: string, description: string, binary: true): z.ZodType<Uint8Array>;
export function mediaResponse(mediaType: string, description: string, binary?: false): z.ZodType<string>;
export function mediaResponse(mediaType: string, description: string, binary = false): z.ZodType<Uint8Array | string> {
  const body = binary ? z.instanceof(Uint8Array) : z.string();
  return body.meta({ description, [MEDIA_TYPE_META]: mediaType, type: 'string', ...(binary ? { format: 'binary' } : {}) });
}

/** The `data` of a write that answers nothing but its message (delete): always `null`. */
export const emptyDataSchema = z.null();

/** A page of a paginated list, as the web keeps it (items with the envelope's `meta`). */
export interface Page<T> extends PageMeta {
  items: T[];
}

/**
 * The message for a list of validation failures (SPEC §5 'Validation failed: {list}'):
 * one failure gives its own message; several give 'Validation failed: a, b'.
 */
export function validationMessage(messages: readonly string[]): string {
  const unique = [...new Set(messages)];
  if (unique.length === 1) return unique[0]!;
  return `Validation failed: ${unique.join(', ')}`;
}
