import {
  COURSE_CATEGORIES,
  COURSE_DEFAULT_MAX_ATTEMPTS,
  COURSE_DEFAULT_PASS_MARK,
  COURSE_LEVELS,
  type CourseExamKind,
  type CourseQuestionKind,
  type CourseSource,
} from '@esdc/core/course';
import { courseInputSchema, type CourseInputValues } from '@esdc/core/course-schemas';
import { digitsToNumber } from '@esdc/core/input';
import { z } from 'zod';

/*
 * The course editor's values (/lms/new and /lms/{id}/edit) and how they become the API's
 * CourseInput. Fields hold text as typed (numbers too); stored rows keep their database id as `item_id` (react-hook-form's
 * field arrays use `id` for their own keys), sent back as `id` so the server updates them in place.
 */

/** A price typed in rupees: digits with up to two decimals ('499', '1,499.50', '₹99'). */
const RUPEES = /^(?:\d{1,9}(?:\.\d{0,2})?|\.\d{1,2})$/;

/** The message of a price that is not an amount in rupees. */
export const RUPEES_FORMAT_MESSAGE = 'Enter the price in rupees, e.g. 499 (0 for a free course)';

/**
 * A price typed in rupees as integer paise (money is integer minor units; the form takes rupees). Empty is free.
 * @param text what the price field holds ('₹1,499.50' is read too)
 * @returns the paise, or null when it is not an amount
 */
export function rupeesToPaise(text: string): number | null {
  const clean = text.trim().replace(/^₹/, '').replaceAll(',', '');
  if (clean === '') return 0;
  if (!RUPEES.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer paise as the price field shows them: 149950 → '1499.50', 49900 → '499', 0 → '0'. */
export function paiseToRupees(paise: number): string {
  const rest = paise % 100;
  return rest === 0 ? String(Math.floor(paise / 100)) : `${Math.floor(paise / 100)}.${String(rest).padStart(2, '0')}`;
}

const optionFields = z.object({ item_id: z.number().optional(), text: z.string(), correct: z.boolean() });
const questionFields = z.object({
  item_id: z.number().optional(),
  kind: z.enum(['single', 'multiple', 'short']),
  prompt: z.string(),
  explanation: z.string(),
  options: z.array(optionFields),
  /** Short answers, one per line. */
  accepted_answers: z.string(),
});
const examFields = z.object({
  item_id: z.number().optional(),
  kind: z.enum(['exam', 'test']),
  title: z.string(),
  duration_minutes: z.string(),
  pass_mark_percent: z.string(),
  /** Empty = unlimited. */
  max_attempts: z.string(),
  questions: z.array(questionFields),
});
const lessonFields = z.object({
  item_id: z.number().optional(),
  title: z.string(),
  content_md: z.string(),
  video_url: z.string(),
  duration_minutes: z.string(),
  preview: z.boolean(),
});
const moduleFields = z.object({ item_id: z.number().optional(), title: z.string(), lessons: z.array(lessonFields) });

/** The editor's fields as typed. */
const editorFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  level: z.string(),
  category: z.string(),
  /** The instructor picked (id and name for the chip), or none. */
  instructor: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** An uploaded cover (its id and the URL shown); wins over `image_url`. */
  cover: z.object({ image_id: z.number(), url: z.string() }).nullable(),
  /** A web address or shipped image (`/images/courses/arduino.svg`). */
  image_url: z.string(),
  /** Rupees, as typed. */
  price_paise: z.string(),
  published: z.boolean(),
  outcomes: z.array(z.object({ text: z.string() })),
  resources: z.array(z.object({ title: z.string(), url: z.string() })),
  modules: z.array(moduleFields),
  exams: z.array(examFields),
});
/** What the editor holds. */
export type CourseFormValues = z.input<typeof editorFieldsSchema>;
export type CourseFormModule = CourseFormValues['modules'][number];
export type CourseFormLesson = CourseFormModule['lessons'][number];
export type CourseFormExam = CourseFormValues['exams'][number];
export type CourseFormQuestion = CourseFormExam['questions'][number];
export type CourseFormOption = CourseFormQuestion['options'][number];

/** A whole number typed in a field: digits as their number, other text as typed (the schema names it), empty as `fallback`. */
const numberText = (text: string, fallback: number | null): string | number | null => (text.trim() === '' ? fallback : digitsToNumber(text.trim()));
/** `{ id }` for a stored row, nothing for a new one. */
const idOf = (itemId: number | undefined) => (itemId === undefined ? {} : { id: itemId });

/**
 * The editor's values as the API's body (CourseInput), before validation: the price in paise, empty outcome and
 * resource rows dropped, numbers as typed (empty minutes are 0, empty attempts unlimited), the cover by upload id or
 * URL, accepted answers one per line, and a short-answer question without options (a choice question without
 * accepted answers).
 */
export function courseFormToBody(values: CourseFormValues): CourseInputValues {
  const imageUrl = values.image_url.trim();
  return {
    title: values.title,
    description: values.description,
    instructor_id: values.instructor?.id ?? null,
    duration: values.duration,
    level: values.level as CourseInputValues['level'],
    category: values.category as CourseInputValues['category'],
    image: values.cover ? { image_id: values.cover.image_id } : imageUrl ? { url: imageUrl } : null,
    price_paise: rupeesToPaise(values.price_paise) ?? values.price_paise,
    published: values.published,
    outcomes: values.outcomes.map((o) => o.text).filter((t) => t.trim() !== ''),
    resources: values.resources.filter((r) => r.title.trim() !== '' || r.url.trim() !== ''),
    modules: values.modules.map((m) => ({
      ...idOf(m.item_id),
      title: m.title,
      lessons: m.lessons.map((l) => ({
        ...idOf(l.item_id),
        title: l.title,
        content_md: l.content_md,
        video_url: l.video_url.trim() === '' ? null : l.video_url.trim(),
        duration_minutes: numberText(l.duration_minutes, 0) ?? 0,
        preview: l.preview,
      })),
    })),
    exams: values.exams.map((e) => ({
      ...idOf(e.item_id),
      kind: e.kind,
      title: e.title,
      duration_minutes: numberText(e.duration_minutes, 0) ?? 0,
      pass_mark_percent: digitsToNumber(e.pass_mark_percent.trim()),
      max_attempts: numberText(e.max_attempts, null),
      questions: e.questions.map((q) => ({
        ...idOf(q.item_id),
        kind: q.kind,
        prompt: q.prompt,
        explanation: q.explanation.trim() === '' ? null : q.explanation,
        options: q.kind === 'short' ? [] : q.options.map((o) => ({ ...idOf(o.item_id), text: o.text, correct: o.correct })),
        accepted_answers:
          q.kind === 'short'
            ? q.accepted_answers
                .split('\n')
                .map((a) => a.trim())
                .filter(Boolean)
            : [],
      })),
    })),
  } as CourseInputValues;
}

/**
 * The editor's schema: the price must read as rupees ({@link RUPEES_FORMAT_MESSAGE}), then the fields converted by
 * {@link courseFormToBody} are validated by core's `courseInputSchema`, the schema the server applies (its messages
 * land on the field of the same path: 'Title must be at least 5 characters long', 'Module title is required', 'A
 * single-choice question needs exactly one correct option', ...).
 */
export function courseFormSchema() {
  return editorFieldsSchema
    .superRefine((values, ctx) => {
      if (rupeesToPaise(values.price_paise) === null) ctx.addIssue({ code: 'custom', path: ['price_paise'], message: RUPEES_FORMAT_MESSAGE });
    })
    .transform(courseFormToBody)
    .pipe(courseInputSchema);
}
/** What the editor submits: the parsed CourseInput. */
export type CourseFormOutput = z.output<ReturnType<typeof courseFormSchema>>;

/** A new, empty lesson. */
export function emptyLesson(): CourseFormLesson {
  return { title: '', content_md: '', video_url: '', duration_minutes: '10', preview: false };
}

/** A new module with one empty lesson. */
export function emptyModule(): CourseFormModule {
  return { title: '', lessons: [emptyLesson()] };
}

/** A new option of a choice question. */
export function emptyOption(): CourseFormOption {
  return { text: '', correct: false };
}

/** A new question: single choice with two empty options. */
export function emptyQuestion(kind: CourseQuestionKind = 'single'): CourseFormQuestion {
  return { kind, prompt: '', explanation: '', options: kind === 'short' ? [] : [emptyOption(), emptyOption()], accepted_answers: '' };
}

/** A new exam (or practice test) with the default pass mark and attempts and one question. */
export function emptyExam(kind: CourseExamKind = 'exam'): CourseFormExam {
  return {
    kind,
    title: '',
    duration_minutes: '30',
    pass_mark_percent: String(COURSE_DEFAULT_PASS_MARK),
    max_attempts: kind === 'exam' ? String(COURSE_DEFAULT_MAX_ATTEMPTS) : '',
    questions: [emptyQuestion()],
  };
}

/** An empty editor (a new course): free, unpublished, Beginner, the first category, one module with one lesson. */
export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: '',
  description: '',
  duration: '',
  level: COURSE_LEVELS[0],
  category: COURSE_CATEGORIES[0],
  instructor: null,
  cover: null,
  image_url: '',
  price_paise: '0',
  published: false,
  outcomes: [{ text: '' }],
  resources: [],
  modules: [emptyModule()],
  exams: [],
};

/**
 * The editor filled from a course's source (`GET /api/courses/{id}/source`).
 * @param source the editable tree
 * @param instructorName the instructor's name for the picker's chip (from the course page), when known
 */
export function courseSourceToFormValues(source: CourseSource, instructorName?: string | null): CourseFormValues {
  return {
    title: source.title,
    description: source.description,
    duration: source.duration,
    level: source.level,
    category: source.category,
    instructor: source.instructor_id === null ? null : { id: source.instructor_id, name: instructorName ?? `Member #${source.instructor_id}` },
    cover: source.image && source.image.image_id !== null ? { image_id: source.image.image_id, url: source.image.url } : null,
    image_url: source.image && source.image.image_id === null ? source.image.url : '',
    price_paise: paiseToRupees(source.price_paise),
    published: source.published,
    outcomes: source.outcomes.map((text) => ({ text })),
    resources: source.resources.map((r) => ({ title: r.title, url: r.url })),
    modules: source.modules.map((m) => ({
      item_id: m.id,
      title: m.title,
      lessons: m.lessons.map((l) => ({
        item_id: l.id,
        title: l.title,
        content_md: l.content_md,
        video_url: l.video_url ?? '',
        duration_minutes: String(l.duration_minutes),
        preview: l.preview,
      })),
    })),
    exams: source.exams.map((e) => ({
      item_id: e.id,
      kind: e.kind,
      title: e.title,
      duration_minutes: String(e.duration_minutes),
      pass_mark_percent: String(e.pass_mark_percent),
      max_attempts: e.max_attempts === null ? '' : String(e.max_attempts),
      questions: e.questions.map((q) => ({
        item_id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        explanation: q.explanation ?? '',
        options: q.options.map((o) => ({ item_id: o.id, text: o.text, correct: o.correct })),
        accepted_answers: q.accepted_answers.join('\n'),
      })),
    })),
  };
}
