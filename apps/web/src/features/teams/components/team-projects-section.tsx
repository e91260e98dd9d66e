import { paths } from '@esdc/core/routes';
import type { Team } from '@esdc/core/team-schemas';
import { useQueries } from '@tanstack/react-query';
import { FolderGit2, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form-field';
import { SectionCard } from '../../../components/section-card';
import { fetchProjects, projectKeys } from '../../../lib/projects-api';
import { notifyOutcome } from '../../../lib/toast';
import { useSetTeamProject } from '../api/save-team';

/** The projects of the team's members (owned or contributed to) that are not on the team yet, for the lead to add. */
function AddProject({ team }: { team: Team }) {
  const [projectId, setProjectId] = useState('');
  const setProject = useSetTeamProject();
  const results = useQueries({
    queries: team.members.map((m) => {
      const params = { user_id: m.id, limit: 50, offset: 0 };
      return { queryKey: projectKeys.list(params), queryFn: () => fetchProjects(params) };
    }),
  });
  const onTeam = new Set(team.projects.map((p) => p.id));
  const seen = new Set<number>();
  const options = results.flatMap((r) => r.data?.items ?? []).filter((p) => !onTeam.has(p.id) && !seen.has(p.id) && seen.add(p.id));
  if (options.length === 0) return null;
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!projectId) return;
        setProject.mutate(
          { teamId: team.id, projectId: Number(projectId), add: true },
          notifyOutcome(
            'Project added to the team',
            (err) => err.message,
            () => setProjectId(''),
          ),
        );
      }}
    >
      <div className="min-w-0 flex-1">
        <SelectField id="team-add-project" label="Add a member's project" value={projectId} onChange={(e) => setProjectId(e.target.value)}>
          <option value="">Choose a project</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary" disabled={!projectId || setProject.isPending}>
        <Plus className="size-4" aria-hidden="true" />
        Add
      </Button>
    </form>
  );
}

/**
 * A team's projects (docs/requirements.md §2 Teams); the lead (or an admin) adds their members' projects and takes
 * projects off. The team page's next sections (planning, discussions) follow this one.
 * @param manages whether the reader runs the team
 */
export function TeamProjectsSection({ team, manages }: { team: Team; manages: boolean }) {
  const setProject = useSetTeamProject();
  return (
    <SectionCard title={`Projects (${team.projects.length})`}>
      {team.projects.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <FolderGit2 className="size-4" aria-hidden="true" />
          No projects on this team yet.
        </p>
      ) : (
        <ul aria-label="Team projects" className="grid gap-3 sm:grid-cols-2">
          {team.projects.map((project) => (
            <li key={project.id} className="flex items-start gap-3 rounded-xl border border-line bg-surface-2 p-3">
              <div className="min-w-0 flex-1">
                <Link to={paths.project(project.id)} className="block truncate font-semibold hover:text-accent-text">
                  {project.title}
                </Link>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                  <Badge>{project.category}</Badge>
                  {project.owner ? <span>by {project.owner.name}</span> : null}
                </span>
              </div>
              {manages ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Take ${project.title} off the team`}
                  disabled={setProject.isPending}
                  onClick={() =>
                    setProject.mutate(
                      { teamId: team.id, projectId: project.id, add: false },
                      notifyOutcome('Project removed from the team', (e) => e.message),
                    )
                  }
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {manages ? <AddProject team={team} /> : null}
    </SectionCard>
  );
}
