import { paths } from '@esdc/core/routes';
import { certificateFileName } from '@esdc/core/course-learning';
import { Award, Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { certificatePdfUrl } from '../api/certificates';
import type { Certificate } from '../api/learning-types';
import { formatShortDate } from '@esdc/core/display';
import { CopyLinkButton } from './copy-link-button';

/**
 * One of the member's certificates on /certifications: the course, its level, the issue date and the code,
 * with View (the public page), Download PDF and Copy verification link.
 */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const headingId = `certificate-${c.code}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
          <Award className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words text-lg font-bold">
            {c.course_title}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone="accent">{c.course_level}</Badge>
            <span>
              Issued <time dateTime={c.issued_at}>{formatShortDate(c.issued_at)}</time>
            </span>
          </div>
        </div>
      </div>
      <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
        <span className="text-muted">Code </span>
        <span className="break-all font-mono font-semibold">{c.code}</span>
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={paths.certificate(c.code)} className={buttonClass('primary', 'sm')}>
          <Eye className="size-4" aria-hidden="true" />
          View<span className="sr-only"> the certificate for {c.course_title}</span>
        </Link>
        <a href={certificatePdfUrl(c.code)} download={certificateFileName(c.code)} className={buttonClass('secondary', 'sm')}>
          <Download className="size-4" aria-hidden="true" />
          Download PDF<span className="sr-only"> of the certificate for {c.course_title}</span>
        </a>
        <CopyLinkButton path={paths.certificate(c.code)} label="Copy link" srLabel={`to the certificate for ${c.course_title}`} />
      </div>
    </article>
  );
}
