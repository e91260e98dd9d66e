import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, CHALLENGE_VISIBILITIES, type ChallengeVisibility } from '@esdc/core/challenge';

/** How each visibility reads in the admin panel (SPEC §2 Admin panel Challenges tab: Public / Members only / Hidden). */
export const VISIBILITY_LABELS: Record<ChallengeVisibility, string> = { public: 'Public', members: 'Members only', hidden: 'Hidden' };

/** Category options of the challenge filters and form. */
export const CHALLENGE_CATEGORY_OPTIONS = CHALLENGE_CATEGORIES.map((value) => ({ value, label: value }));
/** Difficulty options of the challenge filters and form. */
export const CHALLENGE_DIFFICULTY_OPTIONS = CHALLENGE_DIFFICULTIES.map((value) => ({ value, label: value }));
/** Visibility options of the challenge filters and form. */
export const CHALLENGE_VISIBILITY_OPTIONS = CHALLENGE_VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));
