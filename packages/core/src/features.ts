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
