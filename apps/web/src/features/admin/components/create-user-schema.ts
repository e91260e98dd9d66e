import { adminCreateUserSchema } from '@esdc/core/admin-user-schemas';
import { ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT } from '@esdc/core/constants';
import { z } from 'zod';

/** The inline hint under Confirm Password while the two differ (SPEC §5 Admin create-user form). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
/** The submit-time message for a mismatch (SPEC §5: alert, shown as a toast). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';
/** The short-password message (SPEC §5: alert, shown as a toast). */
export const PASSWORD_TOO_SHORT = ADMIN_PASSWORD_TOO_SHORT;

/**
 * The admin create-user form (SPEC §5 Admin create-user form): Name required, at least 3; Username required,
 * at least 3; Email required and well-formed; Password and Confirm Password required, at least 8 and equal;
 * GitHub username optional; role defaults to user, status to active. The server's adminCreateUserSchema
 * plus the form-only confirmation field.
 */
export const createUserFormSchema = z
  .object({
    ...adminCreateUserSchema.shape,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, { message: 'Please confirm your password', abort: true })
      .min(ADMIN_PASSWORD_MIN, PASSWORD_TOO_SHORT),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });

/** What the form holds. */
export type CreateUserFormValues = z.input<typeof createUserFormSchema>;
/** What the form submits (trimmed, e-mail lower-cased, empty GitHub username as null). */
export type CreateUserFormOutput = z.output<typeof createUserFormSchema>;

/** An empty form: role user, status active (SPEC §5). */
export const EMPTY_CREATE_USER_FORM: CreateUserFormValues = {
  name: '',
  username: '',
  email: '',
  role: 'user',
  status: 'active',
  github_username: '',
  password: '',
  confirmPassword: '',
};
