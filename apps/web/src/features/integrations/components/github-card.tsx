import type { GitHubRepository, IntegrationsOverview } from '@esdc/core/integration';
import { ExternalLink, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { Spinner } from '../../../components/spinner';
import { InlineErrorState } from '../../../components/states';
import { useLinkGitHub } from '../../auth/public';
import { useGitHubRepositories } from '../api/get-integrations';
import { AttachRepositoryDialog } from './attach-repository-dialog';
import { IntegrationState } from './integration-state';

/** The linked account's public repositories, each with 'Attach to project'. */
function Repositories({ userId }: { userId: number }) {
  const repos = useGitHubRepositories(true);
  const [attaching, setAttaching] = useState<GitHubRepository | null>(null);
  if (repos.isError) return <InlineErrorState message={repos.error.message} onRetry={() => void repos.refetch()} />;
  if (!repos.data) return <Spinner label="Loading your repositories" />;
  if (repos.data.length === 0) return <p className="text-sm text-muted">No public repositories on this GitHub account yet.</p>;
  return (
    <>
      <ul className="flex max-h-96 flex-col divide-y divide-line overflow-y-auto" aria-label="Your public repositories">
        {repos.data.map((repo) => (
          <li key={repo.full_name} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <a
                href={repo.html_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold break-all text-accent-text hover:underline"
              >
                {repo.name}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens GitHub)</span>
              </a>
              {repo.description ? <p className="text-sm text-muted">{repo.description}</p> : null}
              {repo.language ? <p className="text-xs text-muted">{repo.language}</p> : null}
            </div>
            <Button variant="secondary" size="sm" onClick={() => setAttaching(repo)} aria-label={`Attach ${repo.name} to a project`}>
              Attach to project
            </Button>
          </li>
        ))}
      </ul>
      <AttachRepositoryDialog repository={attaching} userId={userId} onClose={() => setAttaching(null)} />
    </>
  );
}

/**
 * The GitHub card (SPEC §2 Integrations): connected when the member linked GitHub, with their public repositories to
 * attach to a project; otherwise Link GitHub (the round trip My Profile uses), shown only when the server offers it.
 */
export function GitHubCard({ github, userId }: { github: IntegrationsOverview['github']; userId: number }) {
  const link = useLinkGitHub();
  const [error, setError] = useState<string | null>(null);
  return (
    <SectionCard title="GitHub" action={<IntegrationState connected={github.login !== null} />}>
      {github.login ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            Connected as <span className="font-semibold">@{github.login}</span>
          </p>
          <Repositories userId={userId} />
        </div>
      ) : github.available ? (
        <div className="flex flex-col gap-3">
          <FormAlert message={error} />
          <p className="text-sm text-muted">Link your GitHub account to list your public repositories and attach them to your projects.</p>
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={link.isPending}
              onClick={() => link.mutate(undefined, { onError: (e) => setError(e.message || 'Could not start linking GitHub') })}
            >
              <Link2 className="size-4" aria-hidden="true" />
              {link.isPending ? 'Opening GitHub...' : 'Link GitHub'}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">GitHub is not set up on this server.</p>
      )}
    </SectionCard>
  );
}
