import { certificateFileName, LEARNING_MESSAGES } from '@esdc/core/course-learning';
import { paths } from '@esdc/core/routes';
import { Download, SearchX, ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { certificatePdfUrl, useCertificate } from '../api/certificates';
import { CertificateDocument } from '../components/certificate-document';
import { CopyLinkButton } from '../components/copy-link-button';
import { LearningNotice } from '../components/learning-notice';
import { ButtonLink } from '../../../components/button-link';

/**
 * /certificates/{code}, the public verification page: anyone with the link sees the
 * certificate as issued (holder, course, level, instructor, issue date, code) marked 'Verified', and may download
 * its PDF or copy the link. An unknown code shows 'Certificate not found'.
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const certificate = useCertificate(code);
  const notFound = certificate.error instanceof ApiError && (certificate.error.status === 404 || certificate.error.status === 400);

  if (notFound || code === '') {
    return (
      <Page title={LEARNING_MESSAGES.certificateNotFound}>
        <LearningNotice
          icon={SearchX}
          heading={LEARNING_MESSAGES.certificateNotFound}
          tone="warning"
          actions={<ButtonLink to={paths.certifications}>Go to Certifications</ButtonLink>}
        >
          <p>
            No certificate has the code <span className="break-all font-mono font-semibold text-fg">{code}</span>. Check the code on the certificate and try
            again.
          </p>
        </LearningNotice>
      </Page>
    );
  }
  if (!certificate.data) {
    return (
      <Page title="Certificate">
        {certificate.isError ? (
          <ErrorState title="Failed to load the certificate" message={certificate.error.message} onRetry={() => void certificate.refetch()} />
        ) : (
          <LoadingState message="Verifying certificate..." />
        )}
      </Page>
    );
  }

  const c = certificate.data;
  return (
    <Page title={`Certificate ${c.code}`}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div
          role="status"
          className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-success/40 bg-success-soft p-4 sm:flex-row sm:items-center"
        >
          <ShieldCheck className="size-8 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h1 className="text-lg font-bold text-fg">Verified certificate</h1>
            <p className="text-sm text-fg">
              ESDC Hub issued this certificate to {c.holder_name} on completing {c.course_title}.
            </p>
          </div>
        </div>
        <CertificateDocument certificate={c} />
        <div className="flex flex-wrap justify-center gap-3">
          <a href={certificatePdfUrl(c.code)} download={certificateFileName(c.code)} className={buttonClass('primary')}>
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </a>
          <CopyLinkButton path={paths.certificate(c.code)} size="md" />
          {c.course_id !== null ? (
            <ButtonLink to={paths.course(c.course_id)} variant="ghost">
              View the course
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
