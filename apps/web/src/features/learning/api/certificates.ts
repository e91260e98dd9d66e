import type { Page } from '@esdc/core/api';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { learningKeys } from './learning-keys';
import type { Certificate } from './learning-types';

/** How many of the member's certificates /certifications lists. */
const CERTIFICATES_SHOWN = 100;

/**
 * `GET /api/certificates`: the signed-in member's certificates, newest first.
 * @throws ApiError 401
 */
function listMyCertificates(): Promise<Page<Certificate>> {
  return requestPage<Certificate>('/api/certificates', { limit: CERTIFICATES_SHOWN, offset: 0 });
}

/** The member's certificates; nothing is asked for a guest. */
export function useMyCertificates(viewer: number | null) {
  return useQuery({ queryKey: learningKeys.certificates(viewer), queryFn: listMyCertificates, enabled: viewer !== null });
}

/**
 * `GET /api/certificates/{code}` (public): a certificate as issued, for verification.
 * @throws ApiError 404 'Certificate not found'
 */
async function getCertificate(code: string): Promise<Certificate> {
  return (await apiRequest<Certificate>(`/api/certificates/${encodeURIComponent(code)}`)).data;
}

/** One certificate by its code; a 404 is not retried. */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: learningKeys.certificate(code),
    queryFn: () => getCertificate(code),
    enabled: code.length > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** The address of a certificate's PDF (`GET /api/certificates/{code}/pdf`, public, an attachment). */
export function certificatePdfUrl(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}/pdf`;
}
