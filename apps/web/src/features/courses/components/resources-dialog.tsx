import { COURSE_MESSAGES, type CourseResource } from '@esdc/core/course';
import { ExternalLink, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';

/**
 * The Resources button of a course page (SPEC §2 Course detail sidebar: Resources button): opens a dialog listing
 * the course's resource links (datasheets, repositories, tools), each opening in a new tab.
 */
export function ResourcesButton({ resources, courseTitle }: { resources: readonly CourseResource[]; courseTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        <FolderOpen className="size-4" aria-hidden="true" />
        {COURSE_MESSAGES.resources}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-mono text-xs">{resources.length}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={COURSE_MESSAGES.resources} description={`Links for ${courseTitle}`}>
        {resources.length === 0 ? (
          <p className="py-4 text-center text-muted">This course has no resources yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {resources.map((r) => (
              <li key={`${r.title}-${r.url}`}>
                <a
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center justify-between gap-3 py-3 font-semibold text-accent-text hover:underline"
                >
                  <span className="min-w-0 break-words">{r.title}</span>
                  <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <p className="truncate pb-2 font-mono text-xs text-muted">{r.url}</p>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
