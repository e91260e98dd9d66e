/*
 * Hackathons (SPEC §2 Hackathons): events of the category 'Hackathon' with tracks, a rubric, registered teams, one
 * submission per team before the deadline, judges' scores and published results ranked per track. Zod-free, so pages
 * that only need a label or a rule do not load zod; the request and response schemas live in ./hackathon-schemas.ts.
 */

/** Limits of a hackathon's set-up. */
export const HACKATHON_TRACKS_MAX = 10;
export const HACKATHON_TRACK_MAX = 60;
export const HACKATHON_CRITERIA_MAX = 10;
export const HACKATHON_CRITERION_MAX = 60;
/** Highest score a criterion may allow (its `max` is 1..this). */
export const HACKATHON_CRITERION_POINTS_MAX = 100;
/** Team size bounds a hackathon may set. */
export const HACKATHON_TEAM_SIZE_MIN = 1;
export const HACKATHON_TEAM_SIZE_MAX = 20;
/** The team size limits of a hackathon whose organiser set none. */
export const HACKATHON_DEFAULT_TEAM_SIZE = { min: 1, max: 5 } as const;
/** Points each member of a track's winning team earns, at most. */
export const HACKATHON_WINNER_POINTS_MAX = 1000;
/** Submission field limits, in characters. */
export const SUBMISSION_TITLE_MAX = 120;
export const SUBMISSION_DESCRIPTION_MAX = 5000;
export const SUBMISSION_URL_MAX = 500;

/** Messages of the Hackathons API and pages (SPEC §2 Hackathons). */
export const HACKATHON_MESSAGES = {
  notFound: 'Hackathon not found',
  updated: 'Hackathon updated',
  notOrganiser: 'Only the organiser or an admin can manage this hackathon',
  trackRequired: 'Track name is required',
  tracksRequired: 'Add at least one track',
  tracksTooMany: `At most ${HACKATHON_TRACKS_MAX} tracks`,
  tracksDistinct: 'Track names must be different',
  criterionRequired: 'Criterion is required',
  criteriaTooMany: `At most ${HACKATHON_CRITERIA_MAX} criteria`,
  criteriaDistinct: 'Criteria must be different',
  criterionMax: `A criterion's maximum must be a whole number between 1 and ${HACKATHON_CRITERION_POINTS_MAX}`,
  teamSize: `Team size must be a whole number between ${HACKATHON_TEAM_SIZE_MIN} and ${HACKATHON_TEAM_SIZE_MAX}`,
  teamSizeOrder: 'Minimum team size cannot be above the maximum',
  invalidDeadline: 'Submission deadline must be a date and time',
  winnerPoints: `Winner points must be a whole number between 0 and ${HACKATHON_WINNER_POINTS_MAX}`,
  rubricLocked: 'The rubric cannot change once scoring has begun',
  tracksLocked: 'A track with registered teams cannot be removed',
  rubricNeeded: 'Add a rubric before opening judging',
  resultsFinal: 'Results are published: judging is closed',
  registered: 'Team registered',
  teamNotFound: 'Team not found',
  notLead: 'Only the team lead can register the team',
  registrationClosed: 'Registration is closed for this hackathon',
  alreadyRegistered: 'This team is already registered for this hackathon',
  memberElsewhere: 'A member of this team is already in another team registered for this hackathon',
  withdrawn: 'Team withdrawn',
  notLeadWithdraw: 'Only the team lead or an admin can withdraw the team',
  withdrawClosed: 'Teams can no longer withdraw from this hackathon',
  teamTooSmall: (min: number) => `A team needs at least ${min} ${min === 1 ? 'member' : 'members'} for this hackathon`,
  teamTooLarge: (max: number) => `A team may have at most ${max} ${max === 1 ? 'member' : 'members'} for this hackathon`,
  unknownTrack: 'Choose one of the hackathon’s tracks',
  judgeAdded: 'Judge appointed',
  judgeRemoved: 'Judge removed',
  userNotFound: 'User not found',
  alreadyJudge: 'This member is already a judge of this hackathon',
  notAJudge: 'This member is not a judge of this hackathon',
  judgeInactive: 'Only active members can be judges',
  submitted: 'Submission received',
  submissionUpdated: 'Submission updated',
  submissionNotFound: 'Submission not found',
  notRegisteredTeam: 'This team is not registered for this hackathon',
  notTeamMember: 'Only members of the team can submit for it',
  deadlinePassed: 'The submission deadline has passed',
  submissionsClosed: 'Submissions are closed for this hackathon',
  alreadySubmitted: 'This team has already submitted',
  submissionTitleRequired: 'Title is required',
  submissionDescriptionRequired: 'Description is required',
  repositoryUrl: 'Repository link must be an https URL',
  demoUrl: 'Demo video link must be an https URL',
  projectNotFound: 'Project not found',
  projectNotYours: 'Link a project owned by or contributed to by a team member',
  teamProjectsHidden: 'Only members of the team can see the projects it may link',
  scored: 'Scores saved',
  notJudge: 'Only the hackathon’s judges can score submissions',
  ownTeam: 'Judges cannot score a team they belong to',
  judgingClosed: 'Judging is not open',
  scoresRequired: 'Score every criterion of the rubric',
  unknownCriterion: (name: string) => `Unknown criterion: ${name}`,
  scoreRange: (criterion: string, max: number) => `${criterion} must be a whole number between 0 and ${max}`,
  published: 'Results published',
  notPublished: 'Results are not published yet',
  noScores: 'No submission has been scored yet',
} as const;

/** One criterion of a hackathon's rubric: its name and the highest score a judge may give it. */
export interface RubricCriterion {
  criterion: string;
  max: number;
}

/** What the ranking needs of a submission: its id, when it came in, and each judge's sum of criteria. */
export interface RankableSubmission {
  id: number;
  created_at: string;
  /** One sum of criteria per judge who scored it. */
  judgeTotals: readonly number[];
}

/** A ranked submission: its place (1 = first; null when nobody scored it) and its total. */
export interface RankedSubmission {
  id: number;
  rank: number | null;
  /** Average over the judges of the sum of criteria, rounded to 2 decimals; null when unscored. */
  total: number | null;
  judges: number;
}

/**
 * Ranks one track's submissions (SPEC §2 Hackathons, Results): by total, the average over the judges of the sum of the
 * criteria, highest first; a tie goes to the submission that came in first (`created_at`, then the lower id), so the
 * order never depends on the database. Submissions nobody scored come last, unranked, in the order they came in.
 * @param submissions the track's submissions with each judge's sum of criteria
 * @returns the submissions in ranking order
 */
export function rankSubmissions(submissions: readonly RankableSubmission[]): RankedSubmission[] {
  const average = (s: RankableSubmission) => (s.judgeTotals.length === 0 ? null : s.judgeTotals.reduce((a, b) => a + b, 0) / s.judgeTotals.length);
  const byArrival = (a: RankableSubmission, b: RankableSubmission) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id);
  const sorted = [...submissions].sort((a, b) => {
    const x = average(a);
    const y = average(b);
    if (x === null || y === null) return x === y ? byArrival(a, b) : x === null ? 1 : -1;
    return y !== x ? y - x : byArrival(a, b);
  });
  return sorted.map((s, i) => {
    const total = average(s);
    return { id: s.id, rank: total === null ? null : i + 1, total: total === null ? null : Math.round(total * 100) / 100, judges: s.judgeTotals.length };
  });
}

/**
 * Checks a judge's scores against the rubric (SPEC §2 Hackathons, Scoring): every criterion scored, none unknown, each
 * a whole number from 0 to its max.
 * @param rubric the hackathon's rubric
 * @param scores criterion name → score
 * @returns the first problem's message, or null when the scores are valid
 */
export function scoresProblem(rubric: readonly RubricCriterion[], scores: Readonly<Record<string, unknown>>): string | null {
  const names = new Set(rubric.map((c) => c.criterion));
  for (const key of Object.keys(scores)) if (!names.has(key)) return HACKATHON_MESSAGES.unknownCriterion(key);
  for (const c of rubric) {
    const value = scores[c.criterion];
    if (value === undefined) return HACKATHON_MESSAGES.scoresRequired;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > c.max) return HACKATHON_MESSAGES.scoreRange(c.criterion, c.max);
  }
  return null;
}

/** The sum of a judge's scores over the rubric's criteria. */
export function scoreSum(rubric: readonly RubricCriterion[], scores: Readonly<Record<string, number>>): number {
  return rubric.reduce((sum, c) => sum + (scores[c.criterion] ?? 0), 0);
}

export type {
  Hackathon,
  HackathonSummary,
  HackathonResults,
  HackathonSubmission,
  HackathonEntry,
  HackathonMember,
  HackathonTeamProject,
} from './hackathon-schemas.ts';
