import { PROJECT_DETAIL_MAX_CONTRIBUTORS, PROJECT_DETAIL_MAX_TAGS } from '@esdc/core/constants';
import { formatStatusLabel, type Project } from '@esdc/core/project';
import { Code, ExternalLink, Eye, UsersRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { projectStatusTone } from '../../../lib/projects-api';
import { useCan } from '../../../lib/permissions';
import { ContributorList } from './contributor-list';
import { ContributorsDialog } from './contributors-dialog';
import { SectionCard } from '../../../components/section-card';
import { LikeButton } from './like-button';
import { LikesDialog } from './likes-dialog';
import { ProjectGallery } from './project-gallery';
import { ProjectHeroImage } from './project-hero-image';
import { ProjectSidebar } from './project-sidebar';
import { TagLinks } from './tag-links';
import { TagsDialog } from './tags-dialog';
import { TechnologiesDialog } from './technologies-dialog';

/**
 * The owner's and admin's tools (the edit form with its image upload, member search and form schemas): loaded only for
 * those who may use them, so a visitor's page carries none of it (/projects/{id} hydrates quickly).
 */
const ProjectOwnerActions = lazy(() => import('./project-owner-actions').then((m) => ({ default: m.ProjectOwnerActions })));

type Modal = 'likes' | 'technologies' | 'tags' | 'contributors' | null;

const smallLink = 'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold text-accent-text hover:bg-accent-soft';

/**
 * Everything on a loaded project (SPEC §2 Project detail): status, like toggle, Who Liked, views, GitHub and
 * Live Demo links, About, Technologies (View Details), Tags (first 5, '+n more'), Contributors (first 4,
 * 'View More'), the sidebar, and the owner/admin tools.
 */
export function ProjectDetailView({ project }: { project: Project }) {
  const can = useCan();
  const [modal, setModal] = useState<Modal>(null);
  const [nowMs] = useState(() => Date.now());
  const openModal = (m: Modal) => () => setModal(m);
  const modalProps = (m: Exclude<Modal, null>) => ({ open: modal === m, onOpenChange: (open: boolean) => setModal(open ? m : null) });
  const canManage = can('project:update', { ownerId: project.user_id });

  const tags = project.tags.slice(0, PROJECT_DETAIL_MAX_TAGS);
  const moreTags = project.tags.length - tags.length;
  const contributors = project.contributors.slice(0, PROJECT_DETAIL_MAX_CONTRIBUTORS);

  return (
    <article className="flex flex-col gap-6">
      <ProjectHeroImage src={project.image} cover={project.cover_image} />

      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={projectStatusTone(project.status)}>{formatStatusLabel(project.status)}</Badge>
          {project.category ? <span className="font-mono text-xs uppercase tracking-widest text-muted">{project.category}</span> : null}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{project.title}</h1>
        <div className="flex items-center gap-3 text-sm text-muted">
          <Avatar name={project.creator.name} src={project.creator.avatar} githubUsername={project.creator.github_username} size={32} />
          <span>
            by <span className="font-semibold text-fg">{project.creator.name}</span>
            {/* A former member's kept project has no username. */}
            {project.creator.username ? <span className="font-mono"> @{project.creator.username}</span> : null}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LikeButton project={project} />
          <Button variant="secondary" onClick={openModal('likes')}>
            <UsersRound className="size-4" aria-hidden="true" />
            Who Liked
          </Button>
          <span className="inline-flex items-center gap-1.5 px-2 font-mono text-sm text-muted">
            <Eye className="size-4" aria-hidden="true" />
            {project.views} {project.views === 1 ? 'view' : 'views'}
          </span>
          <span className="hidden flex-1 sm:block" />
          {project.github_link ? (
            <a href={project.github_link} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              <Code className="size-4" aria-hidden="true" />
              GitHub<span className="sr-only"> repository (opens in a new tab)</span>
            </a>
          ) : null}
          {project.live_url ? (
            <a href={project.live_url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              Live Demo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {canManage ? (
          <Suspense fallback={null}>
            <ProjectOwnerActions project={project} />
          </Suspense>
        ) : null}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard className="sm:p-6" title="About">
            <p className="whitespace-pre-line leading-relaxed text-fg">{project.description}</p>
          </SectionCard>

          <ProjectGallery title={project.title} images={project.images} />

          <SectionCard
            className="sm:p-6"
            title="Technologies"
            action={
              <button type="button" className={smallLink} onClick={openModal('technologies')}>
                View Details
              </button>
            }
          >
            {project.technologies.length === 0 ? (
              <p className="text-muted">No technologies listed</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {project.technologies.map((t) => (
                  <li key={t.id} className="rounded-lg border border-line bg-surface-2 px-3 py-1 font-mono text-sm">
                    {t.name}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>

          <SectionCard className="sm:p-6" title="Tags">
            {project.tags.length === 0 ? (
              <p className="text-muted">No tags added</p>
            ) : (
              <TagLinks
                tags={tags}
                after={
                  moreTags > 0 ? (
                    <button
                      type="button"
                      onClick={openModal('tags')}
                      className="inline-flex items-center rounded-full bg-accent-soft px-3 py-1 font-mono text-sm font-semibold text-accent-text"
                    >
                      +{moreTags} more<span className="sr-only"> tags</span>
                    </button>
                  ) : null
                }
              />
            )}
          </SectionCard>

          <SectionCard
            className="sm:p-6"
            title="Contributors"
            action={
              project.contributors.length > PROJECT_DETAIL_MAX_CONTRIBUTORS ? (
                <button type="button" className={smallLink} onClick={openModal('contributors')}>
                  View More<span className="sr-only"> contributors</span>
                </button>
              ) : null
            }
          >
            {contributors.length === 0 ? <p className="text-muted">No contributors yet</p> : <ContributorList contributors={contributors} />}
          </SectionCard>
        </div>
        <ProjectSidebar project={project} nowMs={nowMs} />
      </div>

      <LikesDialog projectId={project.id} {...modalProps('likes')} />
      <TechnologiesDialog technologies={project.technologies} {...modalProps('technologies')} />
      <TagsDialog tags={project.tags} {...modalProps('tags')} />
      <ContributorsDialog contributors={project.contributors} {...modalProps('contributors')} />
    </article>
  );
}
