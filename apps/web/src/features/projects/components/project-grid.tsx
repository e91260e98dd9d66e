import { ProjectCard, type ProjectCardData } from './project-card';

/**
 * A responsive grid of project cards (SPEC §2 Projects, Community Projects, My Projects, the landing page's
 * 'Our Projects', a member's projects).
 * @param titleAs the card titles' heading level ('h2' on a list page, 'h3' inside a titled section)
 * @param eagerCount how many cards are in the first screen, so their images load at once (the rest lazily)
 * @param className the grid's gaps and columns
 */
export function ProjectGrid({
  projects,
  titleAs = 'h2',
  linkable = true,
  eagerCount = 3,
  className = 'gap-6 sm:grid-cols-2 lg:grid-cols-3',
}: {
  projects: readonly ProjectCardData[];
  titleAs?: 'h2' | 'h3';
  linkable?: boolean;
  eagerCount?: number;
  className?: string;
}) {
  return (
    <ul className={`grid grid-cols-1 ${className}`}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} titleAs={titleAs} linkable={linkable} eagerImage={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
