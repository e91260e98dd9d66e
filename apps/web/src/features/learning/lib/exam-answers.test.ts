import { describe, expect, it } from 'vitest';
import type { ExamQuestion } from '../api/learning-types';
import { chooseOption, isAnswered, toAttemptAnswers, typeAnswer, unansweredQuestions, type ExamAnswers } from './exam-answers';

const single: ExamQuestion = { id: 1, kind: 'single', prompt: 'Which pin?', options: [10, 11, 12].map((id) => ({ id, text: `Pin ${id}` })) };
const multiple: ExamQuestion = { id: 2, kind: 'multiple', prompt: 'Which are PWM?', options: [20, 21, 22].map((id) => ({ id, text: `D${id}` })) };
const short: ExamQuestion = { id: 3, kind: 'short', prompt: 'Name the function', options: [] };
const questions = [single, multiple, short];

describe('exam answers (exam page)', () => {
  it('keeps one option for a single-choice question', () => {
    let a: ExamAnswers = {};
    a = chooseOption(a, single, 10);
    a = chooseOption(a, single, 12);
    expect(a[1]).toEqual({ option_ids: [12] });
  });

  it('toggles options of a multiple-choice question, in the options’ order', () => {
    let a: ExamAnswers = {};
    a = chooseOption(a, multiple, 22, true);
    a = chooseOption(a, multiple, 20, true);
    expect(a[2]).toEqual({ option_ids: [20, 22] });
    a = chooseOption(a, multiple, 22, false);
    expect(a[2]).toEqual({ option_ids: [20] });
    a = chooseOption(a, multiple, 20, false);
    expect(isAnswered(a, multiple)).toBe(false);
  });

  it('counts a short answer of spaces as unanswered and lists the unanswered questions in order', () => {
    let a: ExamAnswers = typeAnswer({}, short, '   ');
    expect(unansweredQuestions(questions, a).map((q) => q.id)).toEqual([1, 2, 3]);
    a = typeAnswer(chooseOption(a, multiple, 21), short, ' pinMode ');
    expect(unansweredQuestions(questions, a).map((q) => q.id)).toEqual([1]);
  });

  it('builds one answer per question: options, trimmed text, or the id alone when unanswered', () => {
    const a = typeAnswer(chooseOption({}, multiple, 21), short, '  digitalWrite ');
    expect(toAttemptAnswers(questions, a)).toEqual([{ question_id: 1 }, { question_id: 2, option_ids: [21] }, { question_id: 3, text: 'digitalWrite' }]);
  });

  it('never changes the answers it is given', () => {
    const a: ExamAnswers = Object.freeze({ 1: Object.freeze({ option_ids: Object.freeze([10]) }) });
    expect(() => chooseOption(a, single, 11)).not.toThrow();
    expect(a[1]).toEqual({ option_ids: [10] });
  });
});
