import { paths } from '@esdc/core/routes';
import { FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { ProjectStatusLikes } from '../../projects/public';
import { EmptyState } from '../../../components/states';
import { useProjects } from '../../../lib/projects-api';
import { ProfileSection } from './profile-section';

/** How many of the member's projects My Profile lists. */
const PREVIEW_COUNT = 3;

/**
 * My Projects on My Profile (SPEC §2 Rich profile 'My Projects', 'No projects yet'): the member's newest
 * projects from `GET /api/projects?user_id=`, each linking to /projects/{id}, and a link to /my-projects.
 */
export function MyProjectsPreview({ userId }: { userId: number }) {
  const query = useProjects({ user_id: userId, limit: PREVIEW_COUNT });
  const action = (
    <Link to={paths.myProjects} className="text-sm font-semibold text-accent-text hover:underline">
      View All<span className="sr-only"> my projects</span>
    </Link>
  );
  let body;
  if (query.isPending) body = <div className="h-24 animate-pulse rounded-xl bg-surface-2" aria-hidden="true" />;
  else if (query.isError) body = <p className="text-sm text-danger">Failed to load projects</p>;
  else if (query.data.items.length === 0) body = <EmptyState icon={<FolderKanban className="size-8" />} title="No projects yet" />;
  else {
    body = (
      <ul className="divide-y divide-line">
        {query.data.items.map((p) => (
          <li key={p.id} className="flex flex-col gap-1.5 py-2.5">
            <Link to={paths.project(p.id)} className="break-words font-semibold hover:text-accent-text hover:underline">
              {p.title}
            </Link>
            <ProjectStatusLikes project={p} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ProfileSection title="My Projects" action={action}>
      {body}
    </ProfileSection>
  );
}
