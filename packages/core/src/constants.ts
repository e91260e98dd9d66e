/**
 * Business constants and limits (SPEC §9). Times are in milliseconds, distances in CSS pixels.
 */

/** Every API request from the web app times out after this many ms (SPEC §7, §9). */
export const REQUEST_TIMEOUT_MS = 2000;
/** The header hides when scrolling down past this many px (SPEC §2 Shared header). */
export const HEADER_HIDE_THRESHOLD_PX = 100;
/** The header takes its scrolled style above this many px (SPEC §2 Shared header). */
export const HEADER_SCROLLED_THRESHOLD_PX = 10;
/** The profile pop-up attaches its outside-click listener after this delay (SPEC §2 Profile pop-up). */
export const PROFILE_POPUP_CLICK_OUTSIDE_DELAY_MS = 100;
/** The side dock hides after this delay at or below the mobile breakpoint (SPEC §2 Side dock). */
export const DOCK_AUTO_HIDE_MS = 3000;
/** Mobile breakpoint, inclusive (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** How long a "Copied!" indicator shows (SPEC §9). */
export const COPIED_INDICATOR_MS = 2000;
/** Debounce of the contributor search in the Create Project modal (SPEC §2 My Projects). */
export const CONTRIBUTOR_SEARCH_DEBOUNCE_MS = 300;
/** The Create Project modal closes this long after success (SPEC §2 My Projects). */
export const CREATE_PROJECT_CLOSE_DELAY_MS = 1500;
/** The landing hero types its title at this many ms per character (SPEC §1). */
export const TYPEWRITER_MS_PER_CHAR = 80;
/** The landing hero title (SPEC §1). */
export const CLUB_NAME = 'Embedded Systems Design Club';
/** The short club name used across the app. */
export const CLUB_SHORT_NAME = 'ESDC';

/** Minimum length of a username and of a name (SPEC §9). */
export const USERNAME_MIN = 3;
/** Maximum length of a username (URL-safe, used in /users/{username}). */
export const USERNAME_MAX = 32;
/** Maximum length of a display name. */
export const NAME_MAX = 80;
/** Maximum length of a password, in characters (hashing cost is bounded by it). */
export const PASSWORD_MAX = 256;
/** Minimum password length on the public register page (SPEC §5). */
export const PUBLIC_PASSWORD_MIN = 6;
/** Minimum password length in the admin create-user form (SPEC §5). */
export const ADMIN_PASSWORD_MIN = 8;
/** 'Password must be at least 6 characters long' (SPEC §5 Register, password change), from {@link PUBLIC_PASSWORD_MIN}. */
export const PUBLIC_PASSWORD_TOO_SHORT = `Password must be at least ${PUBLIC_PASSWORD_MIN} characters long`;
/** 'Password must be at least 8 characters long!' (SPEC §5 Admin create-user form), from {@link ADMIN_PASSWORD_MIN}. */
export const ADMIN_PASSWORD_TOO_SHORT = `Password must be at least ${ADMIN_PASSWORD_MIN} characters long!`;
/** Minimum project title length (SPEC §5). */
export const PROJECT_TITLE_MIN = 5;
/** Minimum project description length (SPEC §5). */
export const PROJECT_DESCRIPTION_MIN = 20;
/** A project lists at most this many contributors. */
export const PROJECT_CONTRIBUTORS_MAX = 20;
/** 'At most 20 contributors', from {@link PROJECT_CONTRIBUTORS_MAX}. */
export const PROJECT_CONTRIBUTORS_TOO_MANY = `At most ${PROJECT_CONTRIBUTORS_MAX} contributors`;
/** Maximum chat message length (SPEC §5). */
export const CHAT_MESSAGE_MAX = 1000;

/** Project detail shows this many tags before '+n more' (SPEC §9). */
export const PROJECT_DETAIL_MAX_TAGS = 5;
/** Project detail shows this many contributors before 'View More' (SPEC §9). */
export const PROJECT_DETAIL_MAX_CONTRIBUTORS = 4;
/** A project card shows this many technologies before '+N' (SPEC §2 Projects). */
export const PROJECT_CARD_MAX_TECHNOLOGIES = 3;
/** Avatar fallback initials take up to this many letters (SPEC §9). */
export const AVATAR_INITIALS_MAX = 2;

/** Default and maximum page sizes for paginated API lists (DESIGN API conventions). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * External links of the footer and the docs (SPEC §2 Footer). The chat group, code host and contact email of the
 * landing page are set by admins (`GET /api/club/links`).
 */
export const CLUB_LINKS = {
  codeHost: 'https://github.com/esdc-club',
  discussions: 'https://github.com/orgs/esdc-club/discussions',
} as const;
