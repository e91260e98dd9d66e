import { ProjectCard, type ProjectCardData } from '../../../components/project-card';

/** Cards in the grid's first row at the widest layout: their images load at once, the rest lazily. */
const EAGER_CARDS = 3;

/** A responsive grid of project cards (SPEC §2 Projects, Community Projects, My Projects). */
export function ProjectGrid({ projects, titleAs = 'h2', linkable = true }: { projects: readonly ProjectCardData[]; titleAs?: 'h2' | 'h3'; linkable?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} titleAs={titleAs} linkable={linkable} eagerImage={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
