import type { Project } from '@esdc/core/project';

/**
 * What the shared project fields (project-fields.tsx) hold for a stored project (the member and admin edit forms start from it): its title,
 * description, category, status and links, an absent category or link as an empty field.
 */
export function projectFieldValues(project: Project) {
  return {
    title: project.title,
    description: project.description,
    category: project.category ?? '',
    status: project.status,
    github_link: project.github_link ?? '',
    live_url: project.live_url ?? '',
  };
}
