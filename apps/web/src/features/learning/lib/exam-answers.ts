import type { AttemptAnswer, ExamQuestion } from '../api/learning-types';

/** What the member has answered so far, by question id: the chosen options, or the typed text of a short answer. */
export type ExamAnswers = Readonly<Record<number, { option_ids: readonly number[] } | { text: string }>>;

/**
 * The answers after choosing an option: a single-choice question keeps only that option; a multiple-choice question
 * toggles it (in the options' order, so the payload is stable).
 * @param answers the answers so far (unchanged)
 * @param question the question answered
 * @param optionId the option chosen or toggled
 * @param checked for a multiple-choice question, whether the option is now ticked
 * @returns new answers
 */
export function chooseOption(answers: ExamAnswers, question: ExamQuestion, optionId: number, checked = true): ExamAnswers {
  if (question.kind === 'single') return { ...answers, [question.id]: { option_ids: [optionId] } };
  const previous = answers[question.id];
  const chosen = new Set(previous && 'option_ids' in previous ? previous.option_ids : []);
  if (checked) chosen.add(optionId);
  else chosen.delete(optionId);
  return { ...answers, [question.id]: { option_ids: question.options.map((o) => o.id).filter((id) => chosen.has(id)) } };
}

/** The answers after typing a short answer. */
export function typeAnswer(answers: ExamAnswers, question: ExamQuestion, text: string): ExamAnswers {
  return { ...answers, [question.id]: { text } };
}

/** Whether a question has an answer: at least one option chosen, or text other than spaces. */
export function isAnswered(answers: ExamAnswers, question: ExamQuestion): boolean {
  const answer = answers[question.id];
  if (!answer) return false;
  return 'option_ids' in answer ? answer.option_ids.length > 0 : answer.text.trim() !== '';
}

/** The questions still unanswered, in order (Submit asks for confirmation while there are any). */
export function unansweredQuestions(questions: readonly ExamQuestion[], answers: ExamAnswers): ExamQuestion[] {
  return questions.filter((q) => !isAnswered(answers, q));
}

/**
 * The attempt's payload (`POST .../attempts` `answers`): one entry per question, in order; an unanswered question is
 * sent with its id alone, which the server scores as wrong.
 */
export function toAttemptAnswers(questions: readonly ExamQuestion[], answers: ExamAnswers): AttemptAnswer[] {
  return questions.map((q) => {
    if (!isAnswered(answers, q)) return { question_id: q.id };
    const answer = answers[q.id]!;
    return 'text' in answer ? { question_id: q.id, text: answer.text.trim() } : { question_id: q.id, option_ids: [...answer.option_ids] };
  });
}
