import { z } from 'zod';
import { EMAIL_MAX, isEmailShape } from './email.ts';
import { optionalUrlSchema, textSchema } from './input.ts';

/** Messages of the club links (SPEC §1 Landing; §5 Email: 'Invalid email format'). */
export const CLUB_LINKS_MESSAGES = {
  saved: 'Club links saved',
  invalidEmail: 'Invalid email format',
} as const;

/**
 * The club's links (`GET /api/club/links`; SPEC §1 Landing: Join Us opens the club's group chat, Get In Touch links the
 * community chat group; SPEC §2 Footer: the organisation's code host): each null while unset, and then not shown.
 */
export const clubLinksSchema = z
  .object({
    chat_group_url: z.string().nullable().describe("The community chat group's invite link (http or https); null when unset"),
    code_host_url: z.string().nullable().describe("The club's organisation on its code host (http or https); null when unset"),
    contact_email: z.string().nullable().describe("The club's contact address; null when unset"),
  })
  .meta({ id: 'ClubLinks' });
export type ClubLinks = z.infer<typeof clubLinksSchema>;

/**
 * An optional email address: absent, null or empty parses to null; otherwise trimmed, lower-cased, at most
 * {@link EMAIL_MAX} characters and of the simple shape of SPEC §5 Email ('Invalid email format').
 * @param label the field's name in messages
 */
function optionalEmailSchema(label: string) {
  return textSchema({ label, max: EMAIL_MAX })
    .toLowerCase()
    .refine((v) => v === '' || isEmailShape(v), CLUB_LINKS_MESSAGES.invalidEmail)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();
}

/**
 * `PUT /api/admin/club/links` body: the three links, each optional (absent, null or empty: unset). URLs are http(s)
 * only ('Chat group link must be a valid URL'); the email must be valid ('Invalid email format').
 */
export const clubLinksUpdateSchema = z
  .object({
    chat_group_url: optionalUrlSchema('Chat group link'),
    code_host_url: optionalUrlSchema('Code host link'),
    contact_email: optionalEmailSchema('Contact email'),
  })
  .meta({ id: 'ClubLinksUpdate' });
export type ClubLinksUpdateInput = z.input<typeof clubLinksUpdateSchema>;
