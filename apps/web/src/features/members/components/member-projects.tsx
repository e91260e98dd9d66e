import type { Project } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { ProjectGrid } from '../../projects/public';
import { EmptyState } from '../../../components/states';
import { SectionCard } from '../../../components/section-card';

/**
 * A member's projects, owned or contributed, newest first (SPEC §2 Rich profile My Projects, 'No projects yet'):
 * project cards linking to /projects/{id}; the profile carries the newest 12 of `total`.
 */
export function MemberProjects({ projects, total, isMe }: { projects: readonly Project[]; total: number; isMe: boolean }) {
  return (
    <SectionCard
      title={`Projects (${total})`}
      action={
        isMe ? (
          <Link to={paths.myProjects} className="text-sm font-semibold text-accent-text hover:underline">
            Manage my projects
          </Link>
        ) : null
      }
    >
      {projects.length === 0 ? (
        <EmptyState icon={<FolderKanban className="size-8" />} title="No projects yet" />
      ) : (
        <>
          <ProjectGrid projects={projects} titleAs="h3" eagerCount={0} className="gap-5 md:grid-cols-2" />
          {total > projects.length ? (
            <p className="mt-4 text-sm text-muted">
              Showing the newest {projects.length} of {total} projects.
            </p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
