import { CheckCircle2, Circle, Undo2 } from 'lucide-react';
import { Button } from '../../../components/button';

/**
 * 'Mark as complete' for a lesson not yet done; once done, a 'Completed' mark and 'Mark as incomplete'.
 * @param completed whether the member has completed the lesson
 * @param pending while the change is being saved
 * @param onChange asks for the lesson to be marked complete (true) or incomplete (false)
 */
export function LessonCompletion({ completed, pending, onChange }: { completed: boolean; pending: boolean; onChange: (completed: boolean) => void }) {
  if (!completed) {
    return (
      <Button onClick={() => onChange(true)} disabled={pending}>
        <Circle className="size-4" aria-hidden="true" />
        Mark as complete
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="inline-flex h-11 items-center gap-2 rounded-full bg-success-soft px-4 text-sm font-semibold text-success" role="status">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Completed
      </span>
      <Button variant="ghost" size="sm" onClick={() => onChange(false)} disabled={pending}>
        <Undo2 className="size-4" aria-hidden="true" />
        Mark as incomplete
      </Button>
    </div>
  );
}
