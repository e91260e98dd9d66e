import { buttonClass } from '../../../components/button';
import { GITHUB_START_PATH, useGitHubAvailability } from '../api/get-github-availability';
import { GitHubMark } from './github-mark';

/**
 * 'Sign in with GitHub' under the Login and Register forms (SPEC §2 Rich profile 'Login with GitHub'): a
 * navigation to the server, which sends the browser to GitHub. Not shown at all unless the server offers it.
 */
export function GitHubSignIn({ label = 'Sign in with GitHub' }: { label?: string }) {
  const availability = useGitHubAvailability();
  if (!availability.data?.enabled) return null;
  return (
    <div className="mt-5 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-muted">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
      <a href={GITHUB_START_PATH} className={`${buttonClass('secondary')} w-full`}>
        <GitHubMark />
        {label}
      </a>
    </div>
  );
}
