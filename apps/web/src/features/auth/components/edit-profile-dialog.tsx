import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdateInput, type PublicUser } from '@esdc/core/user';
import { imageKeyOfUrl, imageVariant, type Image } from '@esdc/core/image';
import { KeyRound, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import type { z } from 'zod';
import { Avatar } from '../../../components/avatar';
import { Dialog } from '../../../components/dialog';
import { ImageUpload } from '../../../components/image-upload';
import { DialogForm } from '../../../components/dialog-form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useSession } from '../../../lib/session';
import { authErrorMessage } from './auth-error-message';
import { ChangePasswordForm } from './change-password-form';
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
    show_email: user.show_email,
  };
}

/** The form inside the dialog; mounted fresh each time the dialog opens so it starts from the saved profile. */
function EditProfileForm({ user, githubLinked, onDone }: { user: PublicUser; githubLinked: boolean; onDone: () => void }) {
  const session = useSession();
  const update = useUpdateProfile(user.id);
  const { field, register, edited, submit, serverError, setServerError, formState, watch, setValue } = useServerForm<ProfileUpdateInput, ProfileUpdateOutput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: defaultsOf(user),
  });
  // An avatar uploaded in this dialog; its thumbnail's URL becomes avatar_url when saved.
  const [uploaded, setUploaded] = useState<Image[]>([]);
  const avatarUrl = watch('avatar_url') ?? '';
  const setAvatar = (images: Image[]) => {
    setUploaded(images);
    const image = images[0];
    const url = image ? imageVariant(image, 'thumbnail')?.webp : undefined;
    setValue('avatar_url', url ?? (user.avatar_url && !imageKeyOfUrl(user.avatar_url) ? user.avatar_url : ''), { shouldDirty: true });
    setServerError(null);
  };

  const onSubmit = submit(async (values) => {
    try {
      // A linked GitHub account's login is not the member's to edit: it is not sent.
      const { github_username, ...rest } = values;
      const saved = await update.mutateAsync(githubLinked ? rest : { ...rest, github_username });
      session.updateUser(saved);
      void notify('Profile updated', 'success');
      onDone();
    } catch (error) {
      setServerError(authErrorMessage(error, 'Failed to update profile'));
    }
  });

  const url = { type: 'url', inputMode: 'url', placeholder: 'https://' } as const;
  return (
    <DialogForm onSubmit={onSubmit} busy={formState.isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <div className="sm:col-span-2">
        <TextField id="profile-name" label="Name" autoComplete="name" {...field('name')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id="profile-bio" label="Bio" rows={3} {...field('bio')} />
      </div>
      <TextField id="profile-location" label="Location" {...field('location')} />
      <TextField id="profile-company" label="Company" autoComplete="organization" {...field('company')} />
      <TextField id="profile-blog" label="Website" {...url} {...field('blog')} />
      <TextField
        id="profile-github"
        label="GitHub Username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('github_username')}
        readOnly={githubLinked}
        hint={githubLinked ? 'From your linked GitHub account. Unlink it on your profile to change it.' : undefined}
      />
      {/* SPEC §2 Community Members: only the member and admins see the address unless the member shows it. */}
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="profile-show-email" className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-semibold">
          <input
            id="profile-show-email"
            type="checkbox"
            className="size-5 shrink-0 accent-[var(--color-accent)]"
            aria-describedby="profile-show-email-hint"
            {...register('show_email', { onChange: edited })}
          />
          Show my email address to other members
        </label>
        <p id="profile-show-email-hint" className="pl-7.5 text-xs text-muted">
          Otherwise only you and the club's admins see it.
        </p>
      </div>
      <div className="flex items-start gap-4 sm:col-span-2">
        <Avatar name={user.name} src={avatarUrl || null} githubUsername={user.github_username} size={64} className="mt-7" />
        <div className="min-w-0 flex-1">
          <ImageUpload
            id="profile-avatar-upload"
            label="Avatar"
            hint="A square picture works best. JPEG, PNG, WebP, AVIF or GIF."
            value={uploaded}
            onChange={setAvatar}
          />
        </div>
      </div>
      <div className="sm:col-span-2">
        {imageKeyOfUrl(avatarUrl) ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            Your avatar is a picture you uploaded.
            <button
              type="button"
              className="font-semibold text-accent-text underline-offset-2 hover:underline"
              onClick={() => {
                setUploaded([]);
                setValue('avatar_url', '', { shouldDirty: true });
              }}
            >
              Remove it
            </button>
          </p>
        ) : (
          <TextField
            id="profile-avatar"
            label="Avatar URL"
            {...url}
            hint="Or link a picture hosted elsewhere. Leave empty to use your GitHub avatar."
            {...field('avatar_url')}
          />
        )}
      </div>
    </DialogForm>
  );
}

/** The editor's two parts: profile fields and the password. */
export type EditProfileTab = 'profile' | 'password';

const TAB_CLASS =
  'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/**
 * Edit Profile dialog (SPEC §2 My Profile quick actions; §3 User fields): the profile fields (and whether other members
 * see the member's email address, SPEC §2 Community Members), saved with
 * PUT /api/users/{id}, and Change Password (PUT /api/users/{id}/password) as a second tab.
 */
export function EditProfileDialog({
  user,
  githubLinked = false,
  open,
  onOpenChange,
  initialTab = 'profile',
}: {
  user: PublicUser;
  /** Whether a GitHub account is linked: the GitHub username is then read-only. */
  githubLinked?: boolean;
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
            <EditProfileForm user={user} githubLinked={githubLinked} onDone={close} />
          </Tabs.Content>
          <Tabs.Content value="password" className="rounded-lg">
            <ChangePasswordForm userId={user.id} onDone={close} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </Dialog>
  );
}
