import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import { ProfileCard, type ProfileCardUser } from '../components/profile-card';
import { notify } from '../../../lib/toast';

/** The demo's example member: fixture data for showing the component, not a real account. */
const EXAMPLE_USER: ProfileCardUser = {
  name: 'Ada Circuit',
  username: 'ada.circuit',
  email: 'ada@example.com',
  bio: 'Firmware tinkerer. Writes drivers for sensors nobody else wants to touch.',
  github_username: 'esdc-club',
  avatar_url: null,
  joined_date: '2024-09-02T10:00:00.000Z',
  role: 'admin',
  points: 1280,
  completed_challenges: 17,
};

/** The same member without a join date, GitHub link or admin role, to show the fallbacks. */
const PLAIN_USER: ProfileCardUser = {
  name: 'Ravi Resistor',
  username: 'ravi',
  email: 'ravi@example.com',
  bio: 'First-year member learning KiCad.',
  github_username: null,
  avatar_url: null,
  joined_date: null,
  role: 'user',
  points: 40,
  completed_challenges: 1,
};

/** An avatar URL that cannot load, so the card falls back to initials. */
const BROKEN_IMAGE_USER: ProfileCardUser = { ...PLAIN_USER, name: 'Broken Image', username: 'broken.image', avatar_url: '/images/does-not-exist.png' };

function Variant({ title, description, code, children }: { title: string; description: string; code: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-2 p-4 sm:p-5">
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <pre className="whitespace-pre-wrap break-words rounded-xl border border-line bg-surface px-3 py-2 font-mono text-xs text-fg">
        <code>{code}</code>
      </pre>
      <div className="mx-auto w-full max-w-sm">{children}</div>
    </section>
  );
}

/**
 * /profile-card-demo (SPEC §2 Reusable profile card): the card in its variants — full with stats and the edit
 * button, compact, without stats, with no user ('No user data available') and with a broken image (initials).
 */
export default function ProfileCardDemoPage() {
  return (
    <Page
      title="Profile Card Demo"
      heading="Profile Card Demo"
      intro="The reusable profile card in each of its variants, with example data. Pages use it for members' profiles."
    >
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <Variant
          title="Full, with stats and edit button"
          description="Avatar, name, @username, email, bio, GitHub link, join date, admin badge, Points and Challenges."
          code="<ProfileCard user={user} showStats onEdit={edit} />"
        >
          <ProfileCard
            user={EXAMPLE_USER}
            showStats
            titleAs="h3"
            onEdit={() => void notify('Edit Profile clicked — on your own profile this opens the editor.')}
          />
        </Variant>
        <Variant title="Compact" description="One row for lists and sidebars." code={'<ProfileCard user={user} variant="compact" />'}>
          <ProfileCard user={EXAMPLE_USER} variant="compact" titleAs="h3" />
        </Variant>
        <Variant title="Without stats" description="No GitHub link, no join date ('Recently'), no admin badge." code="<ProfileCard user={user} />">
          <ProfileCard user={PLAIN_USER} titleAs="h3" />
        </Variant>
        <Variant title="No user" description="What the card shows when there is no user to show." code="<ProfileCard user={null} />">
          <ProfileCard user={null} />
        </Variant>
        <Variant
          title="Broken image"
          description="The avatar URL fails to load, so the initials show instead."
          code="<ProfileCard user={{ ...user, avatar_url: brokenUrl }} showStats />"
        >
          <ProfileCard user={BROKEN_IMAGE_USER} showStats titleAs="h3" />
        </Variant>
      </div>
    </Page>
  );
}
