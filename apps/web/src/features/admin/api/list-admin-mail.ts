import type { MailMessage, MailSummary } from '@esdc/core/account-schemas';
import type { Page } from '@esdc/core/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { adminKeys } from '../../../lib/admin-keys';

/**
 * `GET /api/admin/mail` (contract at /api/docs): the outgoing-mail queue, newest first.
 * @throws ApiError
 */
function listAdminMail(params: PageParams): Promise<Page<MailSummary>> {
  return requestPage<MailSummary>('/api/admin/mail', params);
}

/** One page of the mail queue; the previous page stays on screen while the next one loads. */
export function useAdminMail(params: PageParams) {
  return usePageQuery(adminKeys.mailList(params), () => listAdminMail(params));
}

/**
 * `GET /api/admin/mail/{id}`: one message with its plain text (and so its link).
 * @throws ApiError ('Message not found')
 */
async function getAdminMail(id: number): Promise<MailMessage> {
  return (await apiRequest<MailMessage>(`/api/admin/mail/${id}`)).data;
}

/** One message, asked for while `id` is set. */
export function useAdminMailMessage(id: number | null) {
  return useQuery({ queryKey: adminKeys.mailMessage(id ?? 0), queryFn: () => getAdminMail(id!), enabled: id !== null });
}
