import { GITHUB_ERRORS, GITHUB_QUERY, isGitHubErrorCode } from '@esdc/core/github-auth';
import { BadgeCheck, Link2, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { notify } from '../../../lib/toast';
import { useGitHubAccount } from '../api/get-github-account';
import { useLinkGitHub } from '../api/link-github';
import { useUnlinkGitHub } from '../api/unlink-github';
import { authErrorMessage } from './auth-error-message';
import { GitHubMark } from './github-mark';
import { ProfileSection } from './profile-section';

/** 'Verified' beside a GitHub username that a GitHub sign-in proved. */
export function VerifiedBadge() {
  return (
    <Badge tone="success" className="inline-flex items-center gap-1">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </Badge>
  );
}

/**
 * My Profile's GitHub section: the linked GitHub account with its verified username
 * and Unlink (confirmed; refused by the server while GitHub is the member's only way to sign in), or Link GitHub, which
 * goes to GitHub and comes back to /profile with the outcome in the address (a toast, or the reason it failed).
 * Not shown when the server does not offer GitHub sign-in and nothing is linked.
 */
export function GitHubConnection() {
  const account = useGitHubAccount(true);
  const link = useLinkGitHub();
  const unlink = useUnlinkGitHub();
  const [params, setParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);

  // The link's round trip came back: say how it went once, then take it out of the address.
  const linked = params.get(GITHUB_QUERY.linked);
  const failed = params.get(GITHUB_QUERY.error);
  useEffect(() => {
    if (!linked && !failed) return;
    setParams({}, { replace: true });
    if (failed) setError(isGitHubErrorCode(failed) ? GITHUB_ERRORS[failed] : GITHUB_ERRORS.provider);
    else if (linked === 'linked') void notify('GitHub account linked', 'success');
  }, [linked, failed, setParams]);
  const confirmUnlink = () => {
    setError(null);
    unlink.mutate(undefined, {
      onSuccess: () => void notify('GitHub account unlinked', 'success'),
      onError: (e) => setError(authErrorMessage(e, 'Could not unlink GitHub')),
    });
  };
  const confirmUnlinkDialog = useConfirm<true>(() => ({
    title: 'Unlink GitHub?',
    message: 'You will no longer be able to sign in with GitHub, and your GitHub username will no longer show as verified.',
    confirmLabel: 'Unlink',
    danger: true,
    onConfirm: confirmUnlink,
  }));

  if (account.isPending) {
    return (
      <ProfileSection title="GitHub">
        <Spinner label="Loading your GitHub link" />
      </ProfileSection>
    );
  }
  if (account.isError) {
    return (
      <ProfileSection title="GitHub">
        <FormAlert message={authErrorMessage(account.error, 'Could not load your GitHub link')} />
      </ProfileSection>
    );
  }
  const { enabled, identity } = account.data;
  if (!enabled && !identity) return null;

  const startLink = () => {
    setError(null);
    link.mutate(undefined, { onError: (e) => setError(authErrorMessage(e, 'Could not start linking GitHub')) });
  };

  return (
    <ProfileSection title="GitHub">
      <div className="flex flex-col gap-4">
        <FormAlert message={error} />
        {identity ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <GitHubMark className="size-5" />
              <span>
                Linked to <span className="font-semibold">@{identity.login}</span>
              </span>
              <VerifiedBadge />
            </p>
            <Button variant="secondary" size="sm" onClick={() => confirmUnlinkDialog.ask(true)} disabled={unlink.isPending}>
              <Unlink className="size-4" aria-hidden="true" />
              {unlink.isPending ? 'Unlinking...' : 'Unlink GitHub'}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">Link your GitHub account to sign in with it and show a verified GitHub username.</p>
            <Button variant="secondary" size="sm" onClick={startLink} disabled={link.isPending}>
              <Link2 className="size-4" aria-hidden="true" />
              {link.isPending ? 'Opening GitHub...' : 'Link GitHub'}
            </Button>
          </div>
        )}
      </div>
      {confirmUnlinkDialog.dialog}
    </ProfileSection>
  );
}
