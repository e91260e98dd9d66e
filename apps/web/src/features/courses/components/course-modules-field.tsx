import { COURSE_LESSONS_PER_MODULE_MAX, COURSE_MODULES_MAX } from '@esdc/core/course';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/button';
import { BoundCheckbox, BoundMarkdown, BoundText, BoundWholeNumber, ItemCard, ListError, NestedList } from './course-form-fields';
import { emptyLesson, emptyModule, type CourseFormValues } from './course-form-schema';

/** The lessons of one module: title, duration, video URL, preview, and markdown content; add, remove, reorder. */
function LessonsField({ moduleIndex }: { moduleIndex: number }) {
  const { control } = useFormContext<CourseFormValues>();
  const lessons = useFieldArray({ control, name: `modules.${moduleIndex}.lessons` });
  const m = moduleIndex;
  return (
    <NestedList
      count={lessons.fields.length}
      max={COURSE_LESSONS_PER_MODULE_MAX}
      empty="No lessons in this module yet."
      onAdd={() => lessons.append(emptyLesson())}
      addLabel={
        <>
          Add lesson<span className="sr-only"> to module {m + 1}</span>
        </>
      }
      name={`modules.${m}.lessons`}
    >
      {lessons.fields.map((lesson, l) => {
        const prefix = `course-module-${m}-lesson-${l}`;
        const what = `lesson ${l + 1} of module ${m + 1}`;
        return (
          <ItemCard
            key={lesson.id}
            nested
            title={`Lesson ${l + 1}`}
            tools={{ what, index: l, count: lessons.fields.length, onMove: lessons.move, onRemove: () => lessons.remove(l) }}
          >
            <BoundText id={`${prefix}-title`} label="Lesson title" name={`modules.${m}.lessons.${l}.title`} />
            <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <BoundWholeNumber id={`${prefix}-minutes`} label="Minutes" min={0} name={`modules.${m}.lessons.${l}.duration_minutes`} />
              <BoundText
                id={`${prefix}-video`}
                label="Video URL (optional)"
                inputMode="url"
                placeholder="https://"
                name={`modules.${m}.lessons.${l}.video_url`}
              />
            </div>
            <BoundCheckbox
              id={`${prefix}-preview`}
              name={`modules.${m}.lessons.${l}.preview`}
              label="Free preview"
              hint="Anyone may read a preview lesson without enrolling."
            />
            <BoundMarkdown id={`${prefix}-content`} label="Lesson content" rows={8} name={`modules.${m}.lessons.${l}.content_md`} />
          </ItemCard>
        );
      })}
    </NestedList>
  );
}

/**
 * The Modules of the course editor: modules in order, each with a title and its lessons; add,
 * remove and reorder both (up and down buttons).
 */
export function CourseModulesField() {
  const { control } = useFormContext<CourseFormValues>();
  const modules = useFieldArray({ control, name: 'modules' });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-bold">Modules</legend>
      {modules.fields.length === 0 ? <p className="text-sm text-muted">No modules yet. Add one to write the first lessons.</p> : null}
      <ol className="flex flex-col gap-4">
        {modules.fields.map((module, m) => (
          <ItemCard
            key={module.id}
            title={`Module ${m + 1}`}
            tools={{ what: `module ${m + 1}`, index: m, count: modules.fields.length, onMove: modules.move, onRemove: () => modules.remove(m) }}
          >
            <BoundText id={`course-module-${m}-title`} label="Module title" name={`modules.${m}.title`} />
            <LessonsField moduleIndex={m} />
          </ItemCard>
        ))}
      </ol>
      <Button variant="secondary" className="self-start" disabled={modules.fields.length >= COURSE_MODULES_MAX} onClick={() => modules.append(emptyModule())}>
        <Plus className="size-4" aria-hidden="true" />
        Add module
      </Button>
      <ListError name="modules" />
    </fieldset>
  );
}
