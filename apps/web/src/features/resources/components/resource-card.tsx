import type { Resource } from '@esdc/core/resource';
import { Download, ExternalLink, FileText, Link2, PenLine, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { formatFileSize } from './file-size';

/** The host of a link, shown under its button ('docs.arduino.cc'). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * One resource (SPEC §2 Resources): title, description, category, and its link (opens in a new tab) or file download
 * with its name and size; Edit and Delete for managers.
 * @param onEdit / onDelete given for admins and moderators
 */
export function ResourceCard({ resource, onEdit, onDelete }: { resource: Resource; onEdit?: () => void; onDelete?: () => void }) {
  const titleId = `resource-${resource.id}-title`;
  return (
    <li className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
          {resource.kind === 'file' ? <FileText className="size-5" /> : <Link2 className="size-5" />}
        </span>
        <Badge>{resource.category}</Badge>
      </div>
      <h2 id={titleId} className="text-lg font-bold leading-snug">
        {resource.title}
      </h2>
      {resource.description ? <p className="flex-1 text-sm text-muted">{resource.description}</p> : <div className="flex-1" />}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        {resource.kind === 'file' && resource.file ? (
          <div className="flex min-w-0 flex-col gap-1">
            <a href={resource.file.url} download={resource.file.name} className={buttonClass('primary', 'sm')}>
              <Download className="size-4" aria-hidden="true" />
              Download<span className="sr-only"> {resource.title}</span>
            </a>
            <span className="truncate text-xs text-muted">
              {resource.file.name} · {formatFileSize(resource.file.bytes)}
            </span>
          </div>
        ) : resource.url ? (
          <div className="flex min-w-0 flex-col gap-1">
            <a href={resource.url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              Open<span className="sr-only"> {resource.title} (opens in a new tab)</span>
            </a>
            <span className="truncate text-xs text-muted">{hostOf(resource.url)}</span>
          </div>
        ) : (
          <span className="text-sm text-muted">No link or file</span>
        )}
        {onEdit || onDelete ? (
          <div className="flex gap-1">
            {onEdit ? (
              <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${resource.title}`}>
                <PenLine className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${resource.title}`}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
