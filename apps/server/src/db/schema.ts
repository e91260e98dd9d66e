import type { AuditAction, AuditTargetType } from '@esdc/core/admin-user-schemas';
import type { ChallengeCategory, ChallengeDifficulty, ChallengeVisibility } from '@esdc/core/challenge';
import type { GameId } from '@esdc/core/games/score';
import type { PointsSource } from '@esdc/core/points';
import type { ProjectStatus } from '@esdc/core/project';
import type { UserRole, UserStatus } from '@esdc/core/user';
import type { Generated } from 'kysely';

/** Table types of the database (migrations in ./migrations are the source of truth). */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  role: UserRole;
  status: UserStatus;
  github_username: string | null;
  avatar_url: string | null;
  bio: string | null;
  location: string | null;
  company: string | null;
  blog: string | null;
  points: Generated<number>;
  completed_challenges: Generated<number>;
  suspension_reason: string | null;
  created_at: string;
  updated_at: string;
  last_active: string | null;
  /** When `points` last changed (the leaderboard's tie-break: who reached the score first); null if never. */
  points_reached_at: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface TechnologiesTable {
  id: Generated<number>;
  name: string;
  icon: string | null;
  category: string | null;
  description: string | null;
  course_link: string | null;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  color: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  category: string;
  status: ProjectStatus;
  image: string | null;
  github_link: string | null;
  live_url: string | null;
  /** Cost in minor units (cents). */
  cost: Generated<number>;
  likes: Generated<number>;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface ProjectTechnologiesTable {
  project_id: number;
  technology_id: number;
}

export interface ProjectTagsTable {
  project_id: number;
  tag_id: number;
}

export interface ProjectContributorsTable {
  project_id: number;
  user_id: number;
  created_at: string;
}

export interface ProjectLikesTable {
  project_id: number;
  user_id: number;
  created_at: string;
}

/** One change of a member's points: the signed change and the resulting balance (SPEC §4 Points). */
export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance: number;
  reason: string;
  source: PointsSource;
  actor_id: number | null;
  created_at: string;
}

/** One domain event: who did what to which target, when; `details` is JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  details: string;
  created_at: string;
}

/** A challenge (SPEC §2 Challenges); `hints` is a JSON array of strings. */
export interface ChallengesTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: ChallengeCategory;
  difficulty: ChallengeDifficulty;
  points: number;
  /** Hex sha256 of `answer_salt` + the normalised answer (core `normalizeAnswer`). */
  answer_hash: string;
  answer_salt: string;
  answer_pattern: string | null;
  hints: Generated<string>;
  visibility: Generated<ChallengeVisibility>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Every answer a member submitted; `correct` is 0/1; `answer` is kept (normalised) only for wrong ones. */
export interface ChallengeSubmissionsTable {
  id: Generated<number>;
  challenge_id: number;
  user_id: number;
  correct: number;
  answer: string | null;
  created_at: string;
}

/** One row per member and solved challenge (primary key challenge_id + user_id): a solve counts once. */
export interface ChallengeSolvesTable {
  challenge_id: number;
  user_id: number;
  /** Points awarded for it. */
  points: number;
  solved_at: string;
}

/** A finished game reported by a signed-in member (plausibility-checked). */
export interface GameScoresTable {
  id: Generated<number>;
  user_id: number;
  game: GameId;
  score: number;
  duration_ms: number;
  moves: number | null;
  created_at: string;
}

/** Points a member earned in one calendar period ('week:YYYY-MM-DD' / 'month:YYYY-MM'; core `periodKey`). */
export interface PointsPeriodsTable {
  period: string;
  user_id: number;
  points: number;
  /** When the period's total last changed (tie-break). */
  reached_at: string;
}

/** When a viewer's view of a project last counted (migration 004; at most once per viewer per project per hour). */
export interface ProjectViewsTable {
  project_id: number;
  /** 'user:<id>' for a member, 'anon:<sha256 hex of address and user agent>' for a visitor. */
  viewer: string;
  /** ISO-8601 UTC. */
  counted_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  technologies: TechnologiesTable;
  tags: TagsTable;
  projects: ProjectsTable;
  project_technologies: ProjectTechnologiesTable;
  project_tags: ProjectTagsTable;
  project_contributors: ProjectContributorsTable;
  project_likes: ProjectLikesTable;
  app_settings: AppSettingsTable;
  points_ledger: PointsLedgerTable;
  audit_log: AuditLogTable;
  challenges: ChallengesTable;
  challenge_submissions: ChallengeSubmissionsTable;
  challenge_solves: ChallengeSolvesTable;
  game_scores: GameScoresTable;
  points_periods: PointsPeriodsTable;
  project_views: ProjectViewsTable;
}
