import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { AddRowButton } from '../../../components/add-row-button';
import { MarkdownField } from '../../../components/markdown-field';
import { SelectField, TextAreaField, TextField, WholeNumberField } from '../../../components/form-field';
import type { CourseFormValues } from './course-form-schema';

/*
 * The course editor's bound fields: each registers itself with the form (react-hook-form's FormProvider), shows its
 * own validation message, and tells the form it was edited (which clears the server's error).
 */

/** A path of the editor's values. */
export type CoursePath = FieldPath<CourseFormValues>;

/** What the editor calls when a field changes (clears the server's error). */
export const EditedContext = createContext<() => void>(() => undefined);

/**
 * The validation message at a path of the form (also for a list's own error, e.g. a question's options).
 * @param name the path, e.g. 'modules.0.lessons.1.title'
 */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<CourseFormValues>();
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** The props of a field registered at `name`, calling the editor's `edited` on change. */
function useBound(name: CoursePath) {
  const { register } = useFormContext<CourseFormValues>();
  const edited = useContext(EditedContext);
  return { ...register(name, { onChange: edited }), error: useFieldError(name) };
}

/** A text input bound to the editor. */
export function BoundText({ name, ...props }: Omit<ComponentProps<typeof TextField>, 'name'> & { name: CoursePath }) {
  return <TextField autoComplete="off" {...props} {...useBound(name)} />;
}

/** A whole-number input bound to the editor (minutes, pass mark, attempts). */
export function BoundWholeNumber({ name, ...props }: Omit<ComponentProps<typeof WholeNumberField>, 'name'> & { name: CoursePath }) {
  return <WholeNumberField autoComplete="off" {...props} {...useBound(name)} />;
}

/** A multi-line input bound to the editor. */
export function BoundTextArea({ name, ...props }: Omit<ComponentProps<typeof TextAreaField>, 'name'> & { name: CoursePath }) {
  return <TextAreaField {...props} {...useBound(name)} />;
}

/** A select bound to the editor. */
export function BoundSelect({ name, ...props }: Omit<ComponentProps<typeof SelectField>, 'name'> & { name: CoursePath }) {
  return <SelectField {...props} {...useBound(name)} />;
}

/** A markdown field (Write and Preview tabs) bound to the editor. */
export function BoundMarkdown({ name, ...props }: Omit<ComponentProps<typeof MarkdownField>, 'name' | 'markdown'> & { name: CoursePath }) {
  const markdown = useWatch<CourseFormValues>({ name });
  return <MarkdownField markdown={typeof markdown === 'string' ? markdown : ''} {...props} {...useBound(name)} />;
}

/** A checkbox bound to the editor, with its label after it. */
export function BoundCheckbox({ name, id, label, hint }: { name: CoursePath; id: string; label: ReactNode; hint?: string }) {
  const { register } = useFormContext<CourseFormValues>();
  const edited = useContext(EditedContext);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-semibold">
        <input id={id} type="checkbox" className="size-5 shrink-0 accent-[var(--color-accent)]" {...register(name, { onChange: edited })} />
        {label}
      </label>
      {hint ? <p className="pl-7.5 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

/**
 * Move up, move down and remove buttons of one item of a list (a module, a lesson, an exam, a question, an option),
 * named after the item for screen readers ('Move lesson 2 up').
 * @param what the item's name with its number, e.g. 'lesson 2'
 * @param index its place in the list; `count` how many there are
 * @param onMove swaps it with its neighbour; `onRemove` removes it
 */
export function ItemTools({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const edited = useContext(EditedContext);
  const tool =
    'inline-flex size-9 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <button
        type="button"
        className={tool}
        disabled={index === 0}
        aria-label={`Move ${what} up`}
        onClick={() => {
          onMove(index, index - 1);
          edited();
        }}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={tool}
        disabled={index === count - 1}
        aria-label={`Move ${what} down`}
        onClick={() => {
          onMove(index, index + 1);
          edited();
        }}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${tool} hover:bg-danger-soft hover:text-danger`}
        aria-label={`Remove ${what}`}
        onClick={() => {
          onRemove();
          edited();
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The looks of a list item's card: a top-level one (a module, an exam) and one nested in it (a lesson, a question). */
const ITEM_CARD = {
  top: { li: 'gap-4 rounded-[var(--radius-card)] bg-surface-2/60 sm:p-5', heading: 'font-bold' },
  nested: { li: 'gap-3 rounded-xl bg-surface sm:p-4', heading: 'font-mono text-xs font-semibold uppercase tracking-widest text-muted' },
};

/**
 * One item of a list of the course editor as a card (SPEC §3 Courses: modules, lessons, exams, questions): its title
 * ('Module 2') beside its {@link ItemTools}, then its fields.
 * @param nested a lesson or a question (inside a module or an exam): a smaller card and heading
 * @param tools the item's name, place, and move and remove handlers (see {@link ItemTools})
 */
export function ItemCard({
  title,
  nested = false,
  tools,
  children,
}: {
  title: string;
  nested?: boolean;
  tools: ComponentProps<typeof ItemTools>;
  children: ReactNode;
}) {
  const look = ITEM_CARD[nested ? 'nested' : 'top'];
  const Heading = nested ? 'h4' : 'h3';
  return (
    <li className={`flex flex-col border border-line p-3 ${look.li}`}>
      <div className="flex items-center justify-between gap-2">
        <Heading className={look.heading}>{title}</Heading>
        <ItemTools {...tools} />
      </div>
      {children}
    </li>
  );
}

/**
 * A list inside a module or an exam (its lessons, its questions): 'No … yet.' while empty, the items (ItemCards),
 * the add button (disabled at the most) and the list's own validation message.
 * @param count how many items there are; `max` the most allowed
 * @param empty the line shown while there are none
 * @param addLabel the add button's text (with a screen-reader tail naming the parent)
 * @param name the list's field, for its message
 * @param children the items
 */
export function NestedList({
  count,
  max,
  empty,
  onAdd,
  addLabel,
  name,
  children,
}: {
  count: number;
  max: number;
  empty: string;
  onAdd: () => void;
  addLabel: ReactNode;
  name: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      {count === 0 ? <p className="text-sm text-muted">{empty}</p> : null}
      <ol className="flex flex-col gap-3">{children}</ol>
      <AddRowButton count={count} max={max} onAdd={onAdd}>
        {addLabel}
      </AddRowButton>
      <ListError name={name} />
    </div>
  );
}

/** A list's own validation message (e.g. 'A single-choice question needs exactly one correct option'). */
export function ListError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? <p className="text-sm font-medium text-danger">{error}</p> : null;
}
