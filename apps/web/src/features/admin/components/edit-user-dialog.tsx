import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import type { AdminUser } from '../api/admin-types';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { editUserFormSchema, editUserPayload, POINT_OPERATIONS, userToFormValues, type EditUserFormOutput, type EditUserFormValues } from './edit-user-schema';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ROLE_OPTIONS, USER_STATUS_OPTIONS } from './option-labels';
import { AdminDialogForm } from './admin-dialog-form';
import { serverFieldErrors, serverMessage } from './server-message';
import { formatNumber } from '../../../lib/format';

const FIELDS = ['name', 'username', 'email', 'role', 'status', 'github_username', 'suspension_reason'] as const;

/**
 * Edit User modal (SPEC §4 User statuses and Points, §6 Admin): name, username, email, role, GitHub
 * username, status (choosing 'suspended' asks for a suspension reason) and a points adjustment
 * (add, subtract, multiply, with a reason). Saved with PUT /api/admin/users/{id}; a refusal
 * ('User is already suspended', 'Cannot remove the last active admin') shows inline and as a toast.
 */
export function EditUserDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange} title="Edit User" description={user ? `${user.name} (@${user.username})` : undefined} size="lg">
      {user ? <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-bold text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const session = useSession();
  const update = useUpdateAdminUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => editUserFormSchema(user.status), [user.status]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditUserFormValues, unknown, EditUserFormOutput>({ resolver: zodResolver(schema), defaultValues: userToFormValues(user) });
  const status = useWatch({ control, name: 'status' });
  const clear = () => setServerError(null);
  const asksReason = status === 'suspended' && user.status !== 'suspended';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = editUserPayload(user, values);
    if (Object.keys(body).length === 0) {
      void notify('No changes to save', 'info');
      onDone();
      return;
    }
    try {
      const result = await update.mutateAsync({ id: user.id, input: body });
      if (result.user && session.user?.id === user.id) session.updateUser(result.user);
      void notify(result.message ?? 'User updated successfully', 'success');
      onDone();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, FIELDS)) setError(field, { message });
      const message = serverMessage(error) ?? 'Failed to update user';
      setServerError(message);
      void notify(message, 'error');
    }
  });

  return (
    <AdminDialogForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <Section legend="Profile">
        <TextField id="edit-user-name" label="Name" autoComplete="off" error={errors.name?.message} {...register('name', { onChange: clear })} />
        <TextField
          id="edit-user-username"
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username', { onChange: clear })}
        />
        <TextField id="edit-user-email" label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email', { onChange: clear })} />
        <TextField
          id="edit-user-github"
          label="GitHub Username (optional)"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.github_username?.message}
          {...register('github_username', { onChange: clear })}
        />
      </Section>
      <Section legend="Access">
        <SelectField id="edit-user-role" label="Role" error={errors.role?.message} {...register('role', { onChange: clear })}>
          {ROLE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField id="edit-user-status" label="Status" error={errors.status?.message} {...register('status', { onChange: clear })}>
          {USER_STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        {asksReason ? (
          <div className="sm:col-span-2">
            <TextAreaField
              id="edit-user-suspension-reason"
              label="Suspension reason"
              rows={2}
              required
              aria-required="true"
              hint="Recorded with the suspension; suspending signs the member out everywhere."
              error={errors.suspension_reason?.message}
              {...register('suspension_reason', { onChange: clear })}
            />
          </div>
        ) : null}
        {user.status === 'suspended' && status === 'suspended' && user.suspension_reason ? (
          <p className="text-sm text-muted sm:col-span-2">
            <span className="font-semibold text-fg">Suspended because:</span> {user.suspension_reason}
          </p>
        ) : null}
      </Section>
      <Section legend={`Points (currently ${formatNumber(user.points)})`}>
        <SelectField id="edit-user-points-operation" label="Operation" {...register('points_operation', { onChange: clear })}>
          {POINT_OPERATIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="edit-user-points-amount"
          label="Amount"
          inputMode="decimal"
          placeholder="Leave empty for no change"
          error={errors.points_amount?.message}
          {...register('points_amount', { onChange: clear })}
        />
        <div className="sm:col-span-2">
          <TextField
            id="edit-user-points-reason"
            label="Reason for the adjustment"
            hint="Required when an amount is given; recorded in the points ledger."
            error={errors.points_reason?.message}
            {...register('points_reason', { onChange: clear })}
          />
        </div>
      </Section>
    </AdminDialogForm>
  );
}
