import { CREATE_PROJECT_CLOSE_DELAY_MS } from '@esdc/core/constants';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useCreateProject } from '../api/create-project';
import { ProjectForm } from './project-form';

const CREATED = 'Project created successfully!';

/**
 * Create Project modal (SPEC §2 My Projects and Create Project modal, §8 Create project): on success
 * 'Project created successfully!' shows inside the modal, the form resets, the lists refresh (the card
 * appears) and the modal closes after 1.5 s; on failure the error's message or
 * 'Failed to create project. Please try again.'.
 */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateProject();
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The message sits above the form: bring it into view after a submit from the bottom of the modal.
  useEffect(() => {
    if (success) statusRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [success]);

  const change = (next: boolean) => {
    window.clearTimeout(timer.current);
    setSuccess(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change} title="Add New Project" description="Share what you are building with the club." size="lg">
      <div>
        <div ref={statusRef} role="status" aria-live="polite">
          {success ? (
            <p className="mb-4 flex items-center gap-2 rounded-xl border border-success/40 bg-success-soft px-4 py-3 text-sm font-semibold text-success">
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              {success}
            </p>
          ) : null}
        </div>
        <ProjectForm
          idPrefix="create-project"
          mode="create"
          errorFallback="Failed to create project. Please try again."
          onCancel={() => change(false)}
          onEdit={() => setSuccess(null)}
          onSubmit={async (payload) => {
            const result = await create.mutateAsync(payload);
            setSuccess(result.message || CREATED);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => change(false), CREATE_PROJECT_CLOSE_DELAY_MS);
          }}
        />
      </div>
    </Dialog>
  );
}
