import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
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
import { SelectField, TextField } from '../../../components/form-field';
import { ROLE_OPTIONS, USER_STATUS_OPTIONS } from './option-labels';
import { PasswordField } from '../../../components/password-field';
import { AdminDialogForm } from './admin-dialog-form';
import { serverFieldErrors, serverMessage, withServerMessage } from './server-message';

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
    <Dialog open={open} onOpenChange={onOpenChange} title="Create User" description="Add a member account. They can sign in with this email and password." size="lg">
      {open ? <CreateUserForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserFormValues, unknown, CreateUserFormOutput>({ resolver: zodResolver(createUserFormSchema), defaultValues: EMPTY_CREATE_USER_FORM });

  const [password, confirm] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirm.length > 0 && password !== confirm;
  const clear = () => setServerError(null);

  const onValid = async (values: CreateUserFormOutput) => {
    setServerError(null);
    try {
      const { confirmPassword: _confirm, ...body } = values;
      const result = await create.mutateAsync({ ...body, github_username: body.github_username ?? null });
      void notify(result.message ?? 'User created successfully', 'success');
      onDone();
    } catch (error) {
      // A taken email or username (EMAIL_TAKEN / USERNAME_TAKEN, or both in details) also shows under its field.
      for (const { field, message } of serverFieldErrors(error, FIELDS)) setError(field, { message });
      const message = serverMessage(error);
      setServerError(message ?? 'Failed to create user');
      void notify(withServerMessage('Failed to create user', error), 'error');
    }
  };

  // SPEC §5: the two alerts, as toasts, besides the inline messages.
  const onInvalid = (fieldErrors: FieldErrors<CreateUserFormValues>) => {
    const values = getValues();
    if (values.password !== values.confirmPassword && values.confirmPassword) void notify(PASSWORDS_DO_NOT_MATCH, 'error');
    else if (fieldErrors.password?.message === PASSWORD_TOO_SHORT) void notify(PASSWORD_TOO_SHORT, 'error');
  };

  // While the two differ the spec's inline hint wins over the field's own rule.
  const confirmError = mismatch ? PASSWORDS_DONT_MATCH : errors.confirmPassword?.message;

  return (
    <AdminDialogForm onSubmit={handleSubmit(onValid, onInvalid)} busy={isSubmitting} serverError={serverError} submitLabel="Create User" busyLabel="Creating..." onCancel={onDone}>
      <TextField id="create-user-name" label="Name" autoComplete="off" error={errors.name?.message} {...register('name', { onChange: clear })} />
      <TextField
        id="create-user-username"
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username', { onChange: clear })}
      />
      <TextField id="create-user-email" label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email', { onChange: clear })} />
      <TextField
        id="create-user-github"
        label="GitHub Username (optional)"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.github_username?.message}
        {...register('github_username', { onChange: clear })}
      />
      <SelectField id="create-user-role" label="Role" error={errors.role?.message} {...register('role', { onChange: clear })}>
        {ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField id="create-user-status" label="Status" error={errors.status?.message} {...register('status', { onChange: clear })}>
        {USER_STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <PasswordField id="create-user-password" label="Password" autoComplete="new-password" error={errors.password?.message} {...register('password', { onChange: clear })} />
      <PasswordField
        id="create-user-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        error={confirmError}
        {...register('confirmPassword', { onChange: clear })}
      />
    </AdminDialogForm>
  );
}
