import { Award, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/badge';
import type { Certificate } from '../api/learning-types';
import { formatShortDate } from '@esdc/core/display';

/**
 * A certificate drawn as one (verification page): a framed card with the club, 'Certificate of
 * Completion', the holder, the course and its level, the instructor, the issue date and the code, and a 'Verified'
 * seal. The words are the same as on the PDF.
 */
export function CertificateDocument({ certificate: c }: { certificate: Certificate }) {
  return (
    <article
      aria-labelledby="certificate-holder"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-[var(--shadow-card)]"
    >
      <div className="relative flex flex-col items-center gap-5 rounded-[calc(var(--radius-card)-0.25rem)] border-2 border-double border-accent/60 px-5 py-8 text-center sm:px-10 sm:py-12">
        <svg aria-hidden="true" className="pointer-events-none absolute inset-0 size-full text-accent opacity-[0.07]" preserveAspectRatio="none">
          <defs>
            <pattern id="certificate-traces" width="48" height="48" patternUnits="userSpaceOnUse">
              <path d="M0 24h16l8-8h24M24 48V32l8-8" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <circle cx="16" cy="24" r="2.5" fill="currentColor" />
              <circle cx="32" cy="24" r="2.5" fill="currentColor" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#certificate-traces)" />
        </svg>
        <div className="relative flex flex-col items-center gap-2">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <Award className="size-7" aria-hidden="true" />
          </span>
          <p className="font-mono text-xs uppercase tracking-[0.25em] text-muted">Embedded Systems Design Club · ESDC Hub</p>
          <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">Certificate of Completion</p>
        </div>
        <p className="relative text-muted">This certifies that</p>
        <h2 id="certificate-holder" className="relative break-words text-3xl font-extrabold text-accent-text sm:text-4xl">
          {c.holder_name}
        </h2>
        <p className="relative text-muted">has successfully completed the course</p>
        <p className="relative break-words text-xl font-bold sm:text-2xl">{c.course_title}</p>
        <Badge tone="accent" className="relative">
          {c.course_level}
        </Badge>
        <dl className="relative mt-2 grid w-full max-w-xl gap-4 border-t border-line pt-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted">Instructor</dt>
            <dd className="font-semibold">{c.instructor_name ?? 'ESDC Hub'}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted">Issued</dt>
            <dd className="font-semibold">
              <time dateTime={c.issued_at}>{formatShortDate(c.issued_at)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted">Code</dt>
            <dd className="break-all font-mono font-semibold">{c.code}</dd>
          </div>
        </dl>
        <p className="relative inline-flex items-center gap-2 rounded-full bg-success-soft px-4 py-1.5 text-sm font-bold text-success">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Verified
        </p>
      </div>
    </article>
  );
}
