import { PROJECT_CARD_MAX_TECHNOLOGIES } from '@esdc/core/constants';
import { paths } from '@esdc/core/routes';
import { CircuitBoard, Code, ExternalLink, Eye, Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Image } from '@esdc/core/image';
import { formatStatusLabel } from '@esdc/core/project';
import { PROJECT_PLACEHOLDER_IMAGE, projectStatusTone } from '../../../lib/projects-api';
import { Badge } from '../../../components/badge';
import { IconCount } from '../../../components/icon-count';
import { ResponsiveImage } from '../../../components/responsive-image';

/** What a card needs: a stored project, or one of the built-in sample projects (SPEC §3 Project, Sample fallback project). */
export interface ProjectCardData {
  id: number;
  title: string;
  description: string;
  image: string | null;
  /** The uploaded cover, shown before `image`. */
  cover_image?: Image | null;
  github_link: string | null;
  live_url: string | null;
  technologies: readonly (string | { name: string })[];
  status?: string;
  category?: string;
  likes?: number;
  views?: number;
}

const LINK_BASE = 'relative z-10 inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition hover:border-accent';
const EXTERNAL = `${LINK_BASE} border-line bg-surface text-fg hover:text-accent-text`;
const DETAILS = `${LINK_BASE} border-transparent bg-accent-soft text-accent-text`;

/** How wide a card's image shows: one column on phones, two from 640 px, three from 1024 px (project-grid.tsx). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const CARD_IMAGE_CLASS = 'h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]';

/**
 * The project image: the uploaded cover (AVIF/WebP at the card's width), else the image URL, falling back
 * to the bundled placeholder when missing or broken (SPEC §2 Projects, §9).
 * `eager` for cards in the first screen (loaded at once, high priority); the rest load lazily.
 */
function CardImage({ src, cover, eager = false }: { src: string | null; cover?: Image | null; eager?: boolean }) {
  const [broken, setBroken] = useState<readonly string[]>([]);
  const [coverBroken, setCoverBroken] = useState(false);
  if (cover && !coverBroken) {
    return <ResponsiveImage image={cover} sizes={CARD_IMAGE_SIZES} eager={eager} onError={() => setCoverBroken(true)} className={CARD_IMAGE_CLASS} />;
  }
  const current = [src, PROJECT_PLACEHOLDER_IMAGE].find((u): u is string => !!u && !broken.includes(u));
  if (!current) {
    return (
      <div className="flex h-full w-full items-center justify-center text-muted" aria-hidden="true">
        <CircuitBoard className="size-12 opacity-60" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <img
      src={current}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken((b) => [...b, current])}
      className={CARD_IMAGE_CLASS}
    />
  );
}

/**
 * Project card (SPEC §2 Projects): the whole card opens /projects/{id} through a stretched title link;
 * the external Code and Demo links sit above it and do not trigger it; with neither link a Details button
 * shows; three technologies then '+N'; the placeholder image when none or broken.
 * `linkable={false}` renders a card with no detail page (the built-in sample projects).
 */
export function ProjectCard({
  project,
  titleAs: Title = 'h3',
  linkable = true,
  eagerImage = false,
}: {
  project: ProjectCardData;
  titleAs?: 'h2' | 'h3';
  linkable?: boolean;
  /** The card is in the first screen: load its image at once (see CardImage). */
  eagerImage?: boolean;
}) {
  const href = paths.project(project.id);
  const names = project.technologies.map((t) => (typeof t === 'string' ? t : t.name));
  const shown = names.slice(0, PROJECT_CARD_MAX_TECHNOLOGIES);
  const extra = names.length - shown.length;
  const hasLinks = !!(project.github_link || project.live_url);
  // The project's own links: its code and its running demo.
  const externalLinks = [
    { href: project.github_link, icon: Code, label: 'Code' },
    { href: project.live_url, icon: ExternalLink, label: 'Demo' },
  ];

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-accent">
      <div className="relative aspect-[16/9] overflow-hidden border-b border-line bg-surface-2">
        <CardImage src={project.image} cover={project.cover_image} eager={eagerImage} />
        {project.status ? (
          <Badge tone={projectStatusTone(project.status)} className="absolute left-3 top-3 shadow-sm">
            {formatStatusLabel(project.status)}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {project.category ? <p className="font-mono text-xs uppercase tracking-widest text-muted">{project.category}</p> : null}
        <Title className="text-lg font-bold leading-snug">
          {linkable ? (
            <Link to={href} className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-accent-text">
              {project.title}
            </Link>
          ) : (
            project.title
          )}
        </Title>
        <p className="line-clamp-3 text-sm text-muted">{project.description}</p>
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Technologies used in ${project.title}`}>
            {shown.map((name) => (
              <li key={name} className="rounded-md border border-line bg-surface-2 px-2 py-0.5 font-mono text-xs text-fg">
                {name}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-md bg-accent-soft px-2 py-0.5 font-mono text-xs font-semibold text-accent-text">
                +{extra}
                <span className="sr-only"> more</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          {project.likes !== undefined || project.views !== undefined ? (
            <p className="flex items-center gap-3 font-mono text-xs text-muted">
              {project.likes !== undefined ? <IconCount icon={Heart} count={project.likes} noun="likes" /> : null}
              {project.views !== undefined ? <IconCount icon={Eye} count={project.views} noun="views" /> : null}
            </p>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap gap-2">
            {externalLinks.map(({ href, icon: Icon, label }) =>
              href ? (
                <a key={label} href={href} target="_blank" rel="noopener noreferrer" className={EXTERNAL}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                  <span className="sr-only"> of {project.title} (opens in a new tab)</span>
                </a>
              ) : null,
            )}
            {!hasLinks && linkable ? (
              <Link to={href} className={DETAILS}>
                Details<span className="sr-only"> of {project.title}</span>
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
