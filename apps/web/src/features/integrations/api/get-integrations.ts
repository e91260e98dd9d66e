import type { GitHubRepository, IntegrationsOverview, StorageInfo } from '@esdc/core/integration';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './integration-keys';

/** `GET /api/integrations`: the member's GitHub link and email address. @throws ApiError */
async function fetchOverview(): Promise<IntegrationsOverview> {
  return (await apiRequest<IntegrationsOverview>('/api/integrations')).data;
}

/** The signed-in member's integrations (SPEC §2 Integrations). */
export function useIntegrations(enabled: boolean) {
  return useQuery({ queryKey: integrationKeys.overview, queryFn: fetchOverview, enabled });
}

/** `GET /api/integrations/github/repositories`: the linked account's public repositories. @throws ApiError (502 when GitHub fails) */
async function fetchRepositories(): Promise<GitHubRepository[]> {
  return (await apiRequest<GitHubRepository[]>('/api/integrations/github/repositories')).data;
}

/** The member's public GitHub repositories, once a GitHub account is linked. */
export function useGitHubRepositories(enabled: boolean) {
  return useQuery({ queryKey: integrationKeys.repositories, queryFn: fetchRepositories, enabled, retry: false });
}

/** `GET /api/admin/integrations/storage` (admins): where uploads are stored. @throws ApiError */
async function fetchStorage(): Promise<StorageInfo> {
  return (await apiRequest<StorageInfo>('/api/admin/integrations/storage')).data;
}

/** Where uploads go, for the storage card (admins). */
export function useStorageInfo(enabled: boolean) {
  return useQuery({ queryKey: integrationKeys.storage, queryFn: fetchStorage, enabled });
}
