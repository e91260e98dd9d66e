import type { CourseExamKind, CourseQuestionKind } from '@esdc/core/course';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertTestCourseRow } from './courses.ts';

/** A question to insert: its options (choice questions) or accepted answers (short), and an explanation. */
export interface TestQuestion {
  kind: CourseQuestionKind;
  prompt: string;
  options?: { text: string; correct: boolean }[];
  accepted?: string[];
  explanation?: string | null;
}

/** An exam or test to insert. */
interface TestExam {
  kind: CourseExamKind;
  title?: string;
  pass_mark_percent?: number;
  max_attempts?: number | null;
  questions: TestQuestion[];
}

/** What {@link insertLearningCourse} builds: modules of lessons (true = a preview lesson) and exams. */
export interface TestCourseSpec {
  title?: string;
  level?: 'Beginner' | 'Intermediate' | 'Advanced';
  published?: boolean;
  instructorId?: number | null;
  pricePaise?: number;
  /** Per module, per lesson: whether it is a preview. */
  modules?: boolean[][];
  exams?: TestExam[];
}

/** Ids of an inserted course: lessons in course order, exams, and per exam its questions with option ids. */
export interface TestCourse {
  id: number;
  lessons: number[];
  exams: { id: number; questions: { id: number; options: number[] }[] }[];
}

/**
 * Inserts a course tree of any shape straight into the database, for the learning tests (./courses.ts inserts the
 * courses feature's fixed one; the editor is tested on its own).
 * Defaults: published, free, one module of three lessons (the first a preview), no exams.
 * @param now ISO time for created_at
 */
export async function insertLearningCourse(db: Kysely<DB>, spec: TestCourseSpec, now: string): Promise<TestCourse> {
  const courseId = await insertTestCourseRow(
    db,
    {
      title: spec.title ?? 'Learning test course',
      description: 'A course inserted by the learning tests, with lessons and exams.',
      instructor_id: spec.instructorId ?? null,
      level: spec.level,
      price_paise: spec.pricePaise,
      published: spec.published,
    },
    now,
  );
  const lessons: number[] = [];
  const modules = spec.modules ?? [[true, false, false]];
  for (const [m, previews] of modules.entries()) {
    const mod = await db
      .insertInto('course_modules')
      .values({ course_id: courseId, position: m, title: `Module ${m + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [l, preview] of previews.entries()) {
      const lesson = await db
        .insertInto('course_lessons')
        .values({
          course_id: courseId,
          module_id: mod.id,
          position: l,
          title: `Lesson ${m + 1}.${l + 1}`,
          content_md: `Lesson ${m + 1}.${l + 1} **source**`,
          content_html: `<p>Lesson ${m + 1}.${l + 1} <strong>body</strong></p>`,
          video_url: null,
          duration_minutes: 10,
          preview: preview ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lessons.push(lesson.id);
    }
  }
  const exams: TestCourse['exams'] = [];
  for (const [e, exam] of (spec.exams ?? []).entries()) {
    const row = await db
      .insertInto('course_exams')
      .values({
        course_id: courseId,
        kind: exam.kind,
        position: e,
        title: exam.title ?? `${exam.kind} ${e + 1}`,
        duration_minutes: 15,
        pass_mark_percent: exam.pass_mark_percent ?? 70,
        max_attempts: exam.max_attempts === undefined ? 3 : exam.max_attempts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions: { id: number; options: number[] }[] = [];
    for (const [q, question] of exam.questions.entries()) {
      const qRow = await db
        .insertInto('course_questions')
        .values({
          exam_id: row.id,
          position: q,
          kind: question.kind,
          prompt: question.prompt,
          explanation: question.explanation ?? null,
          accepted_answers_json: JSON.stringify(question.accepted ?? []),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const options: number[] = [];
      for (const [o, option] of (question.options ?? []).entries()) {
        const oRow = await db
          .insertInto('course_question_options')
          .values({ question_id: qRow.id, position: o, text: option.text, correct: option.correct ? 1 : 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        options.push(oRow.id);
      }
      questions.push({ id: qRow.id, options });
    }
    exams.push({ id: row.id, questions });
  }
  return { id: courseId, lessons, exams };
}

/** Three questions, one of each kind: single (right: B), multiple (right: A and C), short (accepted 'Pull-up resistor'). */
export const THREE_KINDS: TestQuestion[] = [
  {
    kind: 'single',
    prompt: 'Which pin drives the on-board LED?',
    options: [
      { text: 'Pin 2', correct: false },
      { text: 'Pin 13', correct: true },
      { text: 'Pin 7', correct: false },
    ],
    explanation: 'The Uno wires its LED to D13.',
  },
  {
    kind: 'multiple',
    prompt: 'Which of these are serial buses?',
    options: [
      { text: 'I2C', correct: true },
      { text: 'PWM', correct: false },
      { text: 'SPI', correct: true },
    ],
    explanation: 'PWM is a modulation, not a bus.',
  },
  {
    kind: 'short',
    prompt: 'What keeps an input high when nothing drives it?',
    accepted: ['Pull-up resistor', 'pullup'],
    explanation: 'A weak resistor to VCC.',
  },
];

/** The answers to {@link THREE_KINDS}: all right, or with the multiple-choice one half right. */
export function threeKindsAnswers(exam: { questions: { id: number; options: number[] }[] }, allRight: boolean) {
  const [single, multiple, short] = exam.questions as [{ id: number; options: number[] }, { id: number; options: number[] }, { id: number; options: number[] }];
  return [
    { question_id: single.id, option_ids: [single.options[1]!] },
    { question_id: multiple.id, option_ids: allRight ? [multiple.options[2]!, multiple.options[0]!] : [multiple.options[0]!] },
    { question_id: short.id, text: '  PULL-UP   resistor ' },
  ];
}
