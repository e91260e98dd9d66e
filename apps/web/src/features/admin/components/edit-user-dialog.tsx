import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import type { AdminUser } from '../api/admin-types';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { editUserFormSchema, editUserPayload, POINT_OPERATIONS, userToFormValues, type EditUserFormOutput, type EditUserFormValues } from './edit-user-schema';
import { useAdminForm } from '../../../components/admin/use-admin-form';
import { UserPasswordPanel } from './user-password-panel';
import { UserAccessFields, UserAccountFields } from './user-account-fields';

const FIELDS = ['name', 'username', 'email', 'role', 'status', 'github_username', 'suspension_reason'] as const;

/**
 * Edit User modal (SPEC §4 User statuses and Points, §6 Admin): name, username, email, role, GitHub
 * username, status (choosing 'suspended' asks for a suspension reason) and a points adjustment
 * (add, subtract, multiply, with a reason), plus the password panel (email verified or not, Send reset link, Set
 * password). Saved with PUT /api/admin/users/{id}; a refusal
 * ('User is already suspended', 'Cannot remove the last active admin') shows inline and as a toast.
 */
export function EditUserDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange} title="Edit User" description={user ? `${user.name} (@${user.username})` : undefined} size="lg">
      {user ? (
        <>
          <UserPasswordPanel key={`password-${user.id}`} user={user} />
          <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} />
        </>
      ) : null}
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
  const schema = useMemo(() => editUserFormSchema(user.status), [user.status]);
  const { control, field, submit, saveChanges, serverError, formState } = useAdminForm<EditUserFormValues, EditUserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: userToFormValues(user),
    fields: FIELDS,
    onDone,
  });
  const status = useWatch({ control, name: 'status' });
  const asksReason = status === 'suspended' && user.status !== 'suspended';

  const onSubmit = submit(async (values) => {
    const result = await saveChanges(editUserPayload(user, values), (input) => update.mutateAsync({ id: user.id, input }), {
      success: 'User updated successfully',
      failure: 'Failed to update user',
    });
    // An admin editing their own account sees the change in the header at once.
    if (result?.user && session.user?.id === user.id) session.updateUser(result.user);
  });

  return (
    <DialogForm onSubmit={onSubmit} busy={formState.isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <Section legend="Profile">
        <UserAccountFields idPrefix="edit-user" field={field} />
      </Section>
      <Section legend="Access">
        <UserAccessFields idPrefix="edit-user" field={field} />
        {asksReason ? (
          <div className="sm:col-span-2">
            <TextAreaField
              id="edit-user-suspension-reason"
              label="Suspension reason"
              rows={2}
              required
              aria-required="true"
              hint="Recorded with the suspension; suspending signs the member out everywhere."
              {...field('suspension_reason')}
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
        <SelectField id="edit-user-points-operation" label="Operation" {...field('points_operation')}>
          <SelectOptions options={POINT_OPERATIONS} />
        </SelectField>
        <TextField id="edit-user-points-amount" label="Amount" inputMode="decimal" placeholder="Leave empty for no change" {...field('points_amount')} />
        <div className="sm:col-span-2">
          <TextField
            id="edit-user-points-reason"
            label="Reason for the adjustment"
            hint="Required when an amount is given; recorded in the points ledger."
            {...field('points_reason')}
          />
        </div>
      </Section>
    </DialogForm>
  );
}
