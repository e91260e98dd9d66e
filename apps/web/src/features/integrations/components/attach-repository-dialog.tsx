import type { GitHubRepository } from '@esdc/core/integration';
import { paths } from '@esdc/core/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { SelectField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { notify } from '../../../lib/toast';
import { useAttachRepository, useOwnProjects } from '../api/attach-repository';

/**
 * 'Attach to project' (SPEC §2 Integrations): sets the repository's address as the GitHub link of one of the member's
 * own projects, through the projects API. A member without projects is sent to create one.
 */
export function AttachRepositoryDialog({ repository, userId, onClose }: { repository: GitHubRepository | null; userId: number; onClose: () => void }) {
  const projects = useOwnProjects(repository ? userId : null);
  const attach = useAttachRepository();
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setProjectId('');
    setError(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!repository) return;
    if (!projectId) {
      setError('Choose a project');
      return;
    }
    try {
      const saved = await attach.mutateAsync({ projectId: Number(projectId), url: repository.html_url });
      void notify(`${repository.full_name} attached to ${saved.data.title}`, 'success');
      close();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Failed to attach the repository. Please try again.');
    }
  };
  return (
    <Dialog
      open={repository !== null}
      onOpenChange={(open) => !open && close()}
      title="Attach to project"
      description={repository ? `Set ${repository.html_url} as the GitHub link of one of your projects.` : undefined}
      size="sm"
    >
      {projects.isPending ? (
        <Spinner label="Loading your projects" />
      ) : projects.owned.length === 0 ? (
        <p className="text-sm text-muted">
          You have no projects yet.{' '}
          <Link to={paths.projects} className="font-semibold text-accent-text underline">
            Create a project
          </Link>{' '}
          first.
        </p>
      ) : (
        <DialogForm onSubmit={submit} busy={attach.isPending} serverError={error} submitLabel="Attach" busyLabel="Attaching..." onCancel={close} columns={1}>
          <SelectField id="attach-project" label="Project" value={projectId} onChange={(e) => (setError(null), setProjectId(e.target.value))}>
            <option value="">Choose a project</option>
            {projects.owned.map((p) => (
              <option key={p.id} value={p.id}>
                {p.github_link ? `${p.title} (replaces its GitHub link)` : p.title}
              </option>
            ))}
          </SelectField>
        </DialogForm>
      )}
    </Dialog>
  );
}
