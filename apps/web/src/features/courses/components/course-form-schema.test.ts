import type { CourseSource } from '@esdc/core/course';
import { describe, expect, it } from 'vitest';
import {
  courseFormSchema,
  courseFormToBody,
  courseSourceToFormValues,
  EMPTY_COURSE_FORM,
  emptyExam,
  emptyQuestion,
  paiseToRupees,
  RUPEES_FORMAT_MESSAGE,
  rupeesToPaise,
  type CourseFormValues,
} from './course-form-schema';

/** A valid editor: a course with one module of one lesson. */
const filled = (change: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...EMPTY_COURSE_FORM,
  title: 'Arduino from Zero',
  description: 'Blink, read buttons, talk over serial and drive a servo.',
  duration: '4 weeks',
  modules: [
    { title: 'Getting started', lessons: [{ title: 'Your first blink', content_md: '# Blink', video_url: '', duration_minutes: '10', preview: true }] },
  ],
  ...change,
});

/** The message at a path of a failed parse. */
function messageAt(values: CourseFormValues, path: string): string | undefined {
  const result = courseFormSchema().safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('rupeesToPaise and paiseToRupees', () => {
  it('reads rupees with up to two decimals as integer paise; empty is free', () => {
    expect(rupeesToPaise('499')).toBe(49_900);
    expect(rupeesToPaise('₹1,499.50')).toBe(149_950);
    expect(rupeesToPaise('0.5')).toBe(50);
    expect(rupeesToPaise('')).toBe(0);
    for (const text of ['abc', '-1', '1.234', '1e3']) expect(rupeesToPaise(text), text).toBeNull();
  });
  it('round-trips', () => {
    for (const paise of [0, 50, 49_900, 149_950, 100_001]) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    expect(paiseToRupees(49_900)).toBe('499');
    expect(paiseToRupees(149_950)).toBe('1499.50');
  });
});

describe('courseFormSchema', () => {
  it('sends paise, drops empty outcome and resource rows, and sends new rows without ids', () => {
    const result = courseFormSchema().safeParse(
      filled({
        price_paise: '1,499',
        outcomes: [{ text: 'Blink an LED' }, { text: '  ' }],
        resources: [
          { title: 'Datasheet', url: 'https://example.com/uno.pdf' },
          { title: '', url: '' },
        ],
      }),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.price_paise).toBe(149_900);
    expect(result.data.outcomes).toEqual(['Blink an LED']);
    expect(result.data.resources).toEqual([{ title: 'Datasheet', url: 'https://example.com/uno.pdf' }]);
    expect(result.data.modules[0]).toMatchObject({
      title: 'Getting started',
      lessons: [{ title: 'Your first blink', duration_minutes: 10, preview: true, video_url: null }],
    });
    expect(result.data.modules[0]).not.toHaveProperty('id');
    expect(result.data.image).toBeNull();
  });

  it('sends an upload by id (before the URL), else the URL', () => {
    expect(courseFormToBody(filled({ cover: { image_id: 4, url: '/media/x/card.webp' }, image_url: 'https://example.com/a.png' })).image).toEqual({
      image_id: 4,
    });
    expect(courseFormToBody(filled({ image_url: ' /images/courses/arduino.svg ' })).image).toEqual({ url: '/images/courses/arduino.svg' });
  });

  it('refuses a price that is not rupees with its own message', () => {
    expect(messageAt(filled({ price_paise: 'ten' }), 'price_paise')).toBe(RUPEES_FORMAT_MESSAGE);
  });

  it("puts core's messages on the fields of the same path", () => {
    expect(messageAt(filled({ title: 'Ard' }), 'title')).toBe('Title must be at least 5 characters long');
    const noModuleTitle = filled();
    noModuleTitle.modules[0]!.title = '';
    expect(messageAt(noModuleTitle, 'modules.0.title')).toBe('Module title is required');
  });

  it('checks the questions: one right option for single choice, accepted answers for short ones', () => {
    const exam = emptyExam('exam');
    exam.title = 'Final exam';
    exam.questions = [
      {
        ...emptyQuestion('single'),
        prompt: 'Which pin has the LED?',
        options: [
          { text: '13', correct: false },
          { text: '2', correct: false },
        ],
      },
    ];
    expect(messageAt(filled({ exams: [exam] }), 'exams.0.questions.0.options')).toBe('A single-choice question needs exactly one correct option');

    exam.questions = [{ ...emptyQuestion('short'), prompt: 'Name the IDE', accepted_answers: 'Arduino IDE\n\n  arduino  \n' }];
    const result = courseFormSchema().safeParse(filled({ exams: [exam] }));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.exams[0]).toMatchObject({ kind: 'exam', pass_mark_percent: 70, max_attempts: 3, duration_minutes: 30 });
    expect(result.data.exams[0]!.questions[0]).toMatchObject({ kind: 'short', options: [], accepted_answers: ['Arduino IDE', 'arduino'], explanation: null });
  });

  it('reads empty attempts as unlimited', () => {
    const test = emptyExam('test');
    test.title = 'Warm-up quiz';
    test.questions = [
      {
        ...emptyQuestion('multiple'),
        prompt: 'Which are outputs?',
        options: [
          { text: 'LED', correct: true },
          { text: 'Button', correct: false },
        ],
      },
    ];
    const result = courseFormSchema().safeParse(filled({ exams: [test] }));
    expect(result.success && result.data.exams[0]?.max_attempts).toBeNull();
  });
});

describe('courseSourceToFormValues', () => {
  const source: CourseSource = {
    id: 5,
    title: 'Arduino from Zero',
    description: 'Blink, read buttons, talk over serial and drive a servo.',
    instructor_id: 2,
    duration: '4 weeks',
    level: 'Beginner',
    category: 'Arduino',
    image: { image_id: null, url: '/images/courses/arduino.svg' },
    price_paise: 49_900,
    published: true,
    outcomes: ['Blink an LED'],
    resources: [],
    modules: [
      { id: 10, title: 'Getting started', lessons: [{ id: 11, title: 'Blink', content_md: '# Blink', video_url: null, duration_minutes: 10, preview: false }] },
    ],
    exams: [
      {
        id: 20,
        kind: 'exam',
        title: 'Final exam',
        duration_minutes: 30,
        pass_mark_percent: 70,
        max_attempts: null,
        questions: [
          {
            id: 30,
            kind: 'single',
            prompt: 'Which pin?',
            explanation: null,
            options: [
              { id: 40, text: '13', correct: true },
              { id: 41, text: '2', correct: false },
            ],
            accepted_answers: [],
          },
        ],
      },
    ],
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
  };

  it('fills the editor so that saving sends every stored row back with its id', () => {
    const values = courseSourceToFormValues(source, 'Priya Raman');
    expect(values).toMatchObject({ price_paise: '499', image_url: '/images/courses/arduino.svg', cover: null, instructor: { id: 2, name: 'Priya Raman' } });
    const result = courseFormSchema().safeParse(values);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      instructor_id: 2,
      price_paise: 49_900,
      image: { url: '/images/courses/arduino.svg' },
      modules: [{ id: 10, lessons: [{ id: 11 }] }],
      exams: [
        {
          id: 20,
          max_attempts: null,
          questions: [
            {
              id: 30,
              options: [
                { id: 40, correct: true },
                { id: 41, correct: false },
              ],
            },
          ],
        },
      ],
    });
  });
});
