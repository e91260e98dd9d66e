import type { JobApplicationStatus } from '@esdc/core/jobs';
import type { JobApplication } from '@esdc/core/jobs-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCallContext, ApiError, apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { apiUpload } from '../../../lib/upload-image';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateJobs, jobKeys } from './job-keys';

/**
 * `POST /api/jobs/{id}/applications` (SPEC §2 Jobs): applies in the app with a cover note and a PDF CV, as
 * multipart/form-data.
 * @returns the application and the server's message ('Application sent')
 * @throws ApiError 400 ('The CV must be a PDF file', 'The deadline for this job has passed', …), 409, 413
 */
async function applyForJob({
  jobId,
  coverNote,
  cv,
}: {
  jobId: number;
  coverNote: string;
  cv: File;
}): Promise<{ application: JobApplication; message?: string }> {
  const result = await apiUpload<JobApplication>(`/api/jobs/${jobId}/applications`, cv, { field: 'cv', fields: { cover_note: coverNote } });
  return { application: result.data, message: result.message };
}

/** Applies for a posting; refreshes Jobs. */
export function useApplyForJob() {
  return useApiMutation({ request: applyForJob, refresh: (client) => invalidateJobs(client) });
}

/** `GET /api/jobs/{id}/applications` (the poster and admins): every application of a posting, oldest first. */
export function useJobApplications(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.applications(jobId),
    queryFn: () => requestPage<JobApplication>(`/api/jobs/${jobId}/applications`, { limit: 100, offset: 0 }),
    enabled,
  });
}

/** `GET /api/my/job-applications`: the member's applications with their states, newest first. */
export function useMyApplications(enabled: boolean) {
  return useQuery({ queryKey: jobKeys.mine, queryFn: () => requestPage<JobApplication>('/api/my/job-applications', { limit: 100, offset: 0 }), enabled });
}

/**
 * `PATCH /api/job-applications/{id}` (the poster and admins): sets the status; the applicant is notified.
 * @throws ApiError 400, 403, 404
 */
async function setApplicationStatus({ id, status }: { id: number; status: JobApplicationStatus }): Promise<{ application: JobApplication; message?: string }> {
  const result = await apiRequest<JobApplication>(`/api/job-applications/${id}`, { method: 'PATCH', body: { status } });
  return { application: result.data, message: result.message };
}

/** Sets an application's status; refreshes Jobs. */
export function useSetApplicationStatus() {
  return useApiMutation({ request: setApplicationStatus, refresh: (client) => invalidateJobs(client) });
}

/**
 * Downloads an application's CV through its authenticated route (never a public URL) and saves it under its name.
 * @throws ApiError the server's refusal, or a network error
 */
export async function downloadCv(application: Pick<JobApplication, 'cv_url' | 'cv_name'>): Promise<void> {
  const hooks = apiCallContext();
  const token = hooks.getToken();
  let response: Response;
  try {
    response = await fetch(new URL(application.cv_url, hooks.origin ?? window.location.origin), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK');
  }
  if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'CV not found' : `Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = application.cv_name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
