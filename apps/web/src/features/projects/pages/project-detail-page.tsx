import { paths } from '@esdc/core/routes';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useCountProjectView } from '../api/count-project-view';
import { useProject } from '../api/get-project';
import { ProjectDetailView } from '../components/project-detail-view';
import { LinkedDiscussions } from '../../forum/public';

/**
 * Project detail (SPEC §2 Project detail): Back (history back, else /projects), the project, or
 * 'Project not found' (404) / 'Error' with the message, each with a Go Back button. Opening it counts one view,
 * once the project has loaded, through its own request (`POST /api/projects/{id}/views`), not through the `GET`.
 */
export default function ProjectDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const project = useProject(id);
  useCountProjectView(id, project.isSuccess);
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.projects);
  };
  const back = (label: string) => (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3 mb-4 self-start">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );

  const notFound = !valid || (project.isError && project.error instanceof ApiError && project.error.status === 404);
  if (notFound || project.isError) {
    const title = notFound ? 'Project not found' : 'Error';
    return (
      <Page title={title}>
        <div
          role="alert"
          className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-10 text-center shadow-[var(--shadow-card)]"
        >
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted">{notFound ? 'This project may have been deleted, or the link is wrong.' : project.error?.message}</p>
          <Button onClick={goBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Go Back
          </Button>
        </div>
      </Page>
    );
  }
  if (project.isPending) {
    return (
      <Page title="Project">
        {back('Back')}
        <LoadingState message="Loading project..." />
      </Page>
    );
  }
  return (
    <Page title={project.data.title}>
      <div className="flex flex-col">
        {back('Back')}
        <ProjectDetailView project={project.data} />
        <div className="mt-8">
          <LinkedDiscussions kind="project" id={project.data.id} title={project.data.title} />
        </div>
      </div>
    </Page>
  );
}
