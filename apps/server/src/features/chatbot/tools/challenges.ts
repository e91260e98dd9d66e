import { paths } from '@esdc/core/routes';
import { listChallenges } from '../../challenges/public.ts';
import { fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * Challenges in the assistant's answers (SPEC §2 Challenges): the challenges the asker may take (the list's own rule:
 * public ones to visitors, members' ones too to members, never hidden ones), those a member has not solved yet first,
 * with their points.
 */

/** Challenges listed at most in one answer. */
const CHALLENGES_MAX = 5;

/**
 * 'Which challenges are open?': the challenges the asker may take with their points; for a member, those not solved.
 * @param subject words naming a challenge (matched against titles and descriptions), or none
 * @returns the challenges, or null when none is open to the asker
 */
export async function openChallengesAnswer(tc: ToolContext, subject: readonly string[]): Promise<ToolAnswer | null> {
  const viewer = tc.viewer && tc.viewer.status === 'active' ? { id: tc.viewer.id } : null;
  const list = (q: string) =>
    listChallenges(tc.database.db, viewer, {
      q,
      status: viewer ? 'unsolved' : 'all',
      limit: CHALLENGES_MAX,
      offset: 0,
      category: undefined,
      difficulty: undefined,
    });
  let page = subject.length > 0 ? await list(subject.join(' ')) : undefined;
  if (!page || page.items.length === 0) page = await list('');
  if (page.items.length === 0) return null;
  const intro = viewer ? `Challenges you have not solved yet (${page.total} in all):` : `Open challenges (${page.total} in all):`;
  return {
    intro,
    facts: page.items.map((c) => fact(`${c.title} — ${c.points} points, ${c.difficulty}`, { title: c.title, path: paths.challenge(c.id), kind: 'challenge' })),
  };
}
