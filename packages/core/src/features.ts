/** Feature switch keys (SPEC §3 Feature settings: 13 booleans, all on by default). */
export const FEATURE_KEYS = [
  'chatbot',
  'chatroom',
  'games',
  'shop',
  'blog',
  'events',
  'challenges',
  'resources',
  'leaderboard',
  'projects',
  'lms',
  'notifications',
  'products',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type FeatureSettings = Record<FeatureKey, boolean>;

/** Feature groups (SPEC §3) as shown by the Settings category filter. */
export const FEATURE_GROUPS = {
  core: ['chatbot', 'notifications'],
  community: ['chatroom', 'events', 'challenges', 'leaderboard', 'projects'],
  content: ['games', 'blog', 'resources', 'lms'],
  commerce: ['shop', 'products'],
} as const satisfies Record<string, readonly FeatureKey[]>;
export type FeatureGroup = keyof typeof FEATURE_GROUPS;

/** Human text of each switch for the Settings page. */
export const FEATURE_INFO: Record<FeatureKey, { label: string; description: string }> = {
  chatbot: { label: 'Chatbot', description: 'The assistant widget on every page.' },
  chatroom: { label: 'Chatroom', description: 'Live group chat for members.' },
  games: { label: 'Games', description: 'Six browser games with high scores.' },
  shop: { label: 'Shop', description: 'Club store, cart and orders.' },
  blog: { label: 'Blog', description: 'Articles, tutorials and news.' },
  events: { label: 'Events', description: 'Workshops, talks and meetups with registration.' },
  challenges: { label: 'Challenges', description: 'Embedded-systems challenges that earn points.' },
  resources: { label: 'Resources', description: 'Curated learning resources by topic.' },
  leaderboard: { label: 'Leaderboard', description: 'Member ranking by points.' },
  projects: { label: 'Projects', description: 'Project showcase, likes and My Projects.' },
  lms: { label: 'Courses', description: 'Courses with modules, exams and reviews.' },
  notifications: { label: 'Notifications', description: 'Your notification inbox.' },
  products: { label: 'Products', description: 'Member-made products and the seller page.' },
};

/** Every switch on (SPEC §3 default). */
export function defaultFeatureSettings(): FeatureSettings {
  return Object.fromEntries(FEATURE_KEYS.map((k) => [k, true])) as FeatureSettings;
}

/**
 * Reads stored settings leniently: unknown keys dropped, missing or non-boolean keys take the default.
 * @param json stored JSON or null
 */
export function parseFeatureSettings(json: string | null): FeatureSettings {
  const settings = defaultFeatureSettings();
  if (!json) return settings;
  try {
    const raw: unknown = JSON.parse(json);
    if (raw && typeof raw === 'object') {
      for (const key of FEATURE_KEYS) {
        const value = (raw as Record<string, unknown>)[key];
        if (typeof value === 'boolean') settings[key] = value;
      }
    }
  } catch {
    // unparsable settings fall back to the defaults
  }
  return settings;
}

/** The group a switch belongs to. */
export function featureGroupOf(key: FeatureKey): FeatureGroup {
  for (const [group, keys] of Object.entries(FEATURE_GROUPS) as [FeatureGroup, readonly FeatureKey[]][]) {
    if (keys.includes(key)) return group;
  }
  return 'core';
}

/**
 * The words of the site-wide switches (SPEC §3 Feature settings, §6 Admin): the refusal of a switched-off feature's
 * API, the text of its pages, the note beside a member's own switch, and the admin tab's toasts.
 */
export const SITE_FEATURE_MESSAGES = {
  /** Beside a member's own switch in /settings while the club has the feature off. */
  offForClub: "Switched off by the club's admins",
  /** `PUT /api/admin/features/{name}` with a name that is not a switch. */
  unknown: `Unknown feature. The features are: ${FEATURE_KEYS.join(', ')}`,
  /** `PUT /api/admin/features/{name}` without a boolean `enabled`. */
  enabledRequired: 'Enabled must be true or false',
} as const;

/**
 * The message of a switched-off feature's API answer (404 `FEATURE_DISABLED`), e.g. 'Blog is switched off'.
 * @param key the switch
 */
export function featureOffMessage(key: FeatureKey): string {
  return `${FEATURE_INFO[key].label} is switched off`;
}

/**
 * The text of a switched-off feature's pages, e.g. 'Blog is switched off for the club right now.'
 * @param key the switch
 */
export function featureOffPageText(key: FeatureKey): string {
  return `${FEATURE_INFO[key].label} is switched off for the club right now.`;
}

/**
 * The message after an admin switched a feature, e.g. 'Blog switched off'.
 * @param key the switch
 * @param enabled its new state
 */
export function featureSwitchedMessage(key: FeatureKey, enabled: boolean): string {
  return `${FEATURE_INFO[key].label} switched ${enabled ? 'on' : 'off'}`;
}

/**
 * The switches in force for one member (SPEC §3 Feature settings): a feature is on when the club has it on
 * (site-wide, set by admins) and the member's own switch in this browser is on.
 * @param site the club's switches (`GET /api/features`)
 * @param own the member's own switches (local storage)
 * @returns each switch on exactly when both are
 */
export function effectiveFeatureSettings(site: FeatureSettings, own: FeatureSettings): FeatureSettings {
  return Object.fromEntries(FEATURE_KEYS.map((k) => [k, site[k] && own[k]])) as FeatureSettings;
}

/**
 * Whether a key names one of the thirteen switches.
 * @param value any text
 */
export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}
