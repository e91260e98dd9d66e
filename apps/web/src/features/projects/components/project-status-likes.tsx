import { formatStatusLabel, type Project } from '@esdc/core/project';
import { Heart } from 'lucide-react';
import { projectStatusTone } from '../../../lib/projects-api';
import { Badge } from '../../../components/badge';
import { IconCount } from '../../../components/icon-count';

/**
 * A project's status badge and like count side by side, for compact project lists (My Profile's My Projects, a
 * member's profile; SPEC §4 Project status).
 * @param project the project's status and likes
 */
export function ProjectStatusLikes({ project }: { project: Pick<Project, 'status' | 'likes'> }) {
  return (
    <span className="flex items-center gap-2">
      <Badge tone={projectStatusTone(project.status)}>{formatStatusLabel(project.status)}</Badge>
      <IconCount icon={Heart} count={project.likes} noun="likes" className="font-mono text-xs text-muted" />
    </span>
  );
}
