import { SelectField, TextField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';
import type { FieldBinder } from '../../../lib/use-server-form';
import { ROLE_OPTIONS, USER_STATUS_OPTIONS } from './option-labels';

/**
 * Name, Username, Email and GitHub Username (optional) of the admin create and edit user forms (SPEC §5 Admin
 * create-user form, §6 Admin), with the browser's autofill off: they describe another member, not the admin.
 * @param idPrefix the ids are `{idPrefix}-name`, `-username`, `-email`, `-github`
 */
export function UserAccountFields({ idPrefix, field }: { idPrefix: string; field: FieldBinder<'name' | 'username' | 'email' | 'github_username'> }) {
  const handle = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;
  return (
    <>
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="off" {...field('name')} />
      <TextField id={`${idPrefix}-username`} label="Username" {...handle} {...field('username')} />
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="off" {...field('email')} />
      <TextField id={`${idPrefix}-github`} label="GitHub Username (optional)" {...handle} {...field('github_username')} />
    </>
  );
}

/**
 * Role and Status of the admin create and edit user forms (SPEC §4 User roles, User statuses).
 * @param idPrefix the ids are `{idPrefix}-role` and `{idPrefix}-status`
 */
export function UserAccessFields({ idPrefix, field }: { idPrefix: string; field: FieldBinder<'role' | 'status'> }) {
  return (
    <>
      <SelectField id={`${idPrefix}-role`} label="Role" {...field('role')}>
        <SelectOptions options={ROLE_OPTIONS} />
      </SelectField>
      <SelectField id={`${idPrefix}-status`} label="Status" {...field('status')}>
        <SelectOptions options={USER_STATUS_OPTIONS} />
      </SelectField>
    </>
  );
}
