import { paths } from '@esdc/core/routes';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { EmptyState } from '../../../components/states';
import { loadedItems } from '../../../lib/loaded-items';
import { useSession } from '../../../lib/session';
import { useProjectPages } from '../api/list-projects';
import { CreateProjectDialog } from '../components/member-create-project-dialog';
import { CountHeading } from '../components/count-heading';
import { ProjectPages } from '../components/project-pages';

/** Projects per page. */
const PAGE_SIZE = 12;

/**
 * My Projects (SPEC §2 My Projects and Create Project modal): the signed-in member's projects
 * (GET /api/projects?user_id={me}) and 'Add New Project', which opens the Create Project modal.
 * The route is behind the auth guard.
 */
export default function MyProjectsPage() {
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const query = useProjectPages({ user_id: user?.id }, PAGE_SIZE);
  const { total } = loadedItems(query.data);

  const addButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden="true" />
      Add New Project
    </Button>
  );

  const empty = (
    <EmptyState
      icon={<FolderPlus className="size-10" />}
      title="No projects yet"
      description="Share your first build with the club: add a project with its technologies, tags and contributors."
      link={{ to: paths.projects, label: 'Browse projects' }}
    />
  );

  return (
    <Page
      title="My Projects"
      heading={<CountHeading title="My Projects" total={query.isSuccess ? total : null} />}
      intro="Projects you created or contribute to."
      actions={addButton}
    >
      <ProjectPages query={query} empty={empty} skeletonCount={3} />
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </Page>
  );
}
