import { CHALLENGE_MESSAGES, type SubmissionResult } from '@esdc/core/challenge';
import type { SubmissionInput } from '@esdc/core/challenge-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterSolve } from './challenge-keys';

/** What a submission came back with: the result and the server's message for it. */
export interface SubmissionOutcome {
  result: SubmissionResult;
  /** 'Correct! You earned N points.', 'Correct, but you have already solved this challenge.' or 'Incorrect answer. Try again.' */
  message: string;
}

/** The message for a result when the server sent none (CHALLENGE_MESSAGES, SPEC §2 Challenges). */
function fallbackMessage(result: SubmissionResult): string {
  if (!result.correct) return CHALLENGE_MESSAGES.wrong;
  return result.already_solved ? CHALLENGE_MESSAGES.alreadySolved : CHALLENGE_MESSAGES.correct(result.points_awarded);
}

/**
 * `POST /api/challenges/{id}/submissions` (SPEC §2 Challenges): checks an answer; a first correct answer adds the points.
 * A wrong answer is a 201 with `correct: false`, not an error.
 * @param id the challenge id
 * @param input the answer as typed
 * @returns the result and the server's message
 * @throws ApiError 400 (validation), 401 (signed out), 403 'Only active users may take part in challenges',
 *   404 'Challenge not found', 429 (more than 10 answers a minute)
 */
async function submitAnswer(id: number, input: SubmissionInput): Promise<SubmissionOutcome> {
  const response = await apiRequest<SubmissionResult>(`/api/challenges/${id}/submissions`, { method: 'POST', body: input });
  return { result: response.data, message: response.message ?? fallbackMessage(response.data) };
}

/** Submits answers to one challenge; a correct one refreshes the challenges, the member's points and the leaderboard. */
export function useSubmitAnswer(id: number) {
  return useApiMutation({
    request: (input: SubmissionInput) => submitAnswer(id, input),
    refresh: (client, { result }) => (result.correct ? invalidateAfterSolve(client) : undefined),
  });
}
