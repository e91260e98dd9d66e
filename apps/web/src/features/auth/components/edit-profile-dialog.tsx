import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdateInput, type PublicUser } from '@esdc/core/user';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { KeyRound, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { authErrorMessage } from './auth-error-message';
import { ChangePasswordForm } from './change-password-form';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { useUpdateProfile } from '../api/update-profile';

type ProfileUpdateOutput = z.output<typeof profileUpdateSchema>;

function defaultsOf(user: PublicUser): ProfileUpdateInput {
  return {
    name: user.name ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    company: user.company ?? '',
    blog: user.blog ?? '',
    github_username: user.github_username ?? '',
    avatar_url: user.avatar_url ?? '',
  };
}

/** The form inside the dialog; mounted fresh each time the dialog opens so it starts from the saved profile. */
function EditProfileForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const session = useSession();
  const update = useUpdateProfile(user.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateOutput>({ resolver: zodResolver(profileUpdateSchema), defaultValues: defaultsOf(user) });

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [serverError]);

  const clearError = () => setServerError(null);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync(values);
      session.updateUser(saved);
      void notify('Profile updated', 'success');
      onDone();
    } catch (error) {
      setServerError(authErrorMessage(error, 'Failed to update profile'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div ref={alertRef} className="empty:hidden sm:col-span-2">
        <FormAlert message={serverError} />
      </div>
      <div className="sm:col-span-2">
        <TextField id="profile-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name', { onChange: clearError })} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id="profile-bio" label="Bio" rows={3} error={errors.bio?.message} {...register('bio', { onChange: clearError })} />
      </div>
      <TextField id="profile-location" label="Location" error={errors.location?.message} {...register('location', { onChange: clearError })} />
      <TextField id="profile-company" label="Company" autoComplete="organization" error={errors.company?.message} {...register('company', { onChange: clearError })} />
      <TextField
        id="profile-blog"
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.blog?.message}
        {...register('blog', { onChange: clearError })}
      />
      <TextField
        id="profile-github"
        label="GitHub Username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.github_username?.message}
        {...register('github_username', { onChange: clearError })}
      />
      <div className="sm:col-span-2">
        <TextField
          id="profile-avatar"
          label="Avatar URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Leave empty to use your GitHub avatar."
          error={errors.avatar_url?.message}
          {...register('avatar_url', { onChange: clearError })}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** The editor's two parts: profile fields and the password. */
export type EditProfileTab = 'profile' | 'password';

const TAB_CLASS =
  'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/**
 * Edit Profile dialog (SPEC §2 My Profile quick actions; §3 User fields): the profile fields, saved with
 * PUT /api/users/{id}, and Change Password (PUT /api/users/{id}/password) as a second tab.
 */
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
  initialTab = 'profile',
}: {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: EditProfileTab;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Profile" description="Update how other members see you, or change your password." size="lg">
      {open ? (
        <Tabs.Root defaultValue={initialTab} className="flex flex-col gap-5">
          <Tabs.List aria-label="Edit Profile sections" className="flex gap-1 rounded-xl border border-line bg-surface-2 p-1">
            <Tabs.Trigger value="profile" className={TAB_CLASS}>
              <UserRound className="size-4" aria-hidden="true" />
              Profile
            </Tabs.Trigger>
            <Tabs.Trigger value="password" className={TAB_CLASS}>
              <KeyRound className="size-4" aria-hidden="true" />
              Change Password
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile" className="rounded-lg">
            <EditProfileForm user={user} onDone={close} />
          </Tabs.Content>
          <Tabs.Content value="password" className="rounded-lg">
            <ChangePasswordForm userId={user.id} onDone={close} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </Dialog>
  );
}
