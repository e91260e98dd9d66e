import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../lib/toast';
import { useCreateAdminUser } from '../api/create-admin-user';
import {
  createUserFormSchema,
  EMPTY_CREATE_USER_FORM,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_DONT_MATCH,
  type CreateUserFormOutput,
  type CreateUserFormValues,
} from './create-user-schema';
import { withServerMessage } from '../../../components/admin/server-message';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { UserAccessFields, UserAccountFields } from './user-account-fields';

const FIELDS = ['name', 'username', 'email', 'role', 'status', 'github_username', 'password'] as const;

/**
 * Create User modal (SPEC §2 Admin panel, §5 Admin create-user form, §8): Name, Username, Email, Role (user),
 * Status (active), GitHub Username (optional), Password and Confirm Password. While the passwords differ an
 * inline 'Passwords don't match' shows; submitting then toasts 'Passwords do not match!', a short password
 * toasts 'Password must be at least 8 characters long!'; a server refusal toasts 'Failed to create user'
 * with the server's message.
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create User"
      description="Add a member account. They can sign in with this email and password."
      size="lg"
    >
      {open ? <CreateUserForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminUser();
  const { control, getValues, field, submit, send, serverError, formState } = useAdminForm<CreateUserFormValues, CreateUserFormOutput>({
    resolver: zodResolver(createUserFormSchema),
    defaultValues: EMPTY_CREATE_USER_FORM,
    fields: FIELDS,
    onDone,
  });

  const [password, confirm] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirm.length > 0 && password !== confirm;

  // A taken email or username (EMAIL_TAKEN / USERNAME_TAKEN, or both in details) also shows under its field.
  const onValid = ({ confirmPassword: _confirm, ...body }: CreateUserFormOutput) =>
    send(() => create.mutateAsync({ ...body, github_username: body.github_username ?? null }), {
      success: 'User created successfully',
      failure: 'Failed to create user',
      toast: (error) => withServerMessage('Failed to create user', error),
    });

  // SPEC §5: the two alerts, as toasts, besides the inline messages.
  const onInvalid = (fieldErrors: FieldErrors<CreateUserFormValues>) => {
    const values = getValues();
    if (values.password !== values.confirmPassword && values.confirmPassword) void notify(PASSWORDS_DO_NOT_MATCH, 'error');
    else if (fieldErrors.password?.message === PASSWORD_TOO_SHORT) void notify(PASSWORD_TOO_SHORT, 'error');
  };

  // While the two differ the spec's inline hint wins over the field's own rule.
  const confirmField = field('confirmPassword');

  return (
    <DialogForm
      onSubmit={submit(onValid, onInvalid)}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Create User"
      busyLabel="Creating..."
      onCancel={onDone}
    >
      <UserAccountFields idPrefix="create-user" field={field} />
      <UserAccessFields idPrefix="create-user" field={field} />
      <PasswordField id="create-user-password" label="Password" autoComplete="new-password" {...field('password')} />
      <PasswordField
        id="create-user-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        {...confirmField}
        error={mismatch ? PASSWORDS_DONT_MATCH : confirmField.error}
      />
    </DialogForm>
  );
}
