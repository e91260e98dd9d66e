import { githubProfileUrl } from '@esdc/core/display';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, Code, Globe, KeyRound, LayoutDashboard, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { SignInRequired } from '../../../components/sign-in-required';
import { ProfileCard } from '../../members/public';
import { ErrorState, LoadingState } from '../../../components/states';
import { useFeatures } from '../../../lib/features';
import { useSession } from '../../../lib/session';
import { ComingLaterSections } from '../components/coming-later-sections';
import { EditProfileDialog, type EditProfileTab } from '../components/edit-profile-dialog';
import { MyProjectsPreview } from '../components/my-projects-preview';
import { MyStatsSection } from '../components/my-stats-section';
import { ProfileDetailsTable } from '../components/profile-details-table';
import { YourDataSection } from '../components/your-data-section';
import { useMyProfile } from '../api/get-my-profile';
import { useGitHubAccount } from '../api/get-github-account';
import { GitHubConnection } from '../components/github-connection';
import { ButtonLink } from '../../../components/button-link';

/** Signed out: 'Authentication Required' with 'Go to Login' (SPEC §2 My Profile). */
function AuthenticationRequired() {
  return (
    <SignInRequired
      title="My Profile"
      heading="Authentication Required"
      text="Please log in to view your profile."
      linkLabel="Go to Login"
      from={paths.profile}
    />
  );
}

/**
 * My Profile (SPEC §2 My Profile): 'Loading your profile...'; signed out: 'Authentication Required';
 * otherwise the profile card, real stats (`GET /api/users/{id}/stats`), the details table, quick actions
 * (Edit Profile with Change Password, Go to Dashboard, View GitHub Profile, Go Back), the GitHub link (link,
 * unlink, the verified GitHub username), Your data (download, delete the account), My Projects, and the
 * cart, wishlist, events, courses and achievements sections with their empty states until those features exist.
 */
export default function ProfilePage() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const profile = useMyProfile(signedIn);
  const github = useGitHubAccount(signedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState<EditProfileTab | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openEditor = (tab: EditProfileTab) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(tab);
  };
  // The dialog has no Radix trigger, so focus goes back to the button that opened it by hand.
  const closeEditor = () => {
    setEditing(null);
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  const { isEnabled } = useFeatures();

  if (!signedIn) return <AuthenticationRequired />;

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.home);
  };

  if (profile.isPending) {
    return (
      <Page title="My Profile" heading="My Profile">
        <LoadingState message="Loading your profile..." />
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title="My Profile" heading="My Profile">
        <ErrorState title="Failed to load your profile" message={profile.error.message} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }

  const user = profile.data;
  // The GitHub username is verified when it is the linked GitHub account's login.
  const githubLogin = github.data?.identity?.login ?? null;
  const githubVerified = githubLogin !== null && githubLogin === user.github_username;
  return (
    <Page title="My Profile" heading="My Profile" intro="Your account, as other club members see it.">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <ProfileCard user={{ ...user, github_verified: githubVerified }} />
        <div className="flex min-w-0 flex-col gap-6">
          <MyStatsSection userId={user.id} />
          <ProfileDetailsTable user={user} githubVerified={githubVerified} />
          <GitHubConnection />
          <section aria-labelledby="quick-actions-title" className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
            <h2 id="quick-actions-title" className="text-lg font-bold">
              Quick Actions
            </h2>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button onClick={() => openEditor('profile')}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit Profile
              </Button>
              <Button variant="secondary" onClick={() => openEditor('password')}>
                <KeyRound className="size-4" aria-hidden="true" />
                Change Password
              </Button>
              <ButtonLink to={paths.dashboard} variant="secondary" icon={LayoutDashboard}>
                Go to Dashboard
              </ButtonLink>
              <ButtonLink to={paths.userProfile(user.username)} variant="secondary" icon={Globe}>
                View Public Profile
              </ButtonLink>
              {user.github_username ? (
                <a href={githubProfileUrl(user.github_username)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                  <Code className="size-4" aria-hidden="true" />
                  View GitHub Profile
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <Button variant="ghost" onClick={goBack}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Go Back
              </Button>
            </div>
          </section>
          <YourDataSection username={user.username} />
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {isEnabled('projects') ? <MyProjectsPreview userId={user.id} /> : null}
        <ComingLaterSections userId={user.id} />
      </div>
      <EditProfileDialog
        user={user}
        githubLinked={githubLogin !== null}
        open={editing !== null}
        initialTab={editing ?? 'profile'}
        onOpenChange={(open) => (open ? setEditing(editing ?? 'profile') : closeEditor())}
      />
    </Page>
  );
}
