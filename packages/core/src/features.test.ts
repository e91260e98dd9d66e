import { describe, expect, it } from 'vitest';
import {
  defaultFeatureSettings,
  effectiveFeatureSettings,
  FEATURE_GROUPS,
  FEATURE_INFO,
  FEATURE_KEYS,
  featureGroupOf,
  featureOffMessage,
  featureOffPageText,
  featureSwitchedMessage,
  isFeatureKey,
  parseFeatureSettings,
} from './features.ts';

const SPEC_KEYS = [
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
];

describe('feature keys and defaults', () => {
  it('has the 13 keys of SPEC §3', () => {
    expect([...FEATURE_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
    expect(FEATURE_KEYS).toHaveLength(13);
  });

  it('turns every switch on by default', () => {
    const settings = defaultFeatureSettings();
    expect(Object.keys(settings).sort()).toEqual([...SPEC_KEYS].sort());
    expect(Object.values(settings).every((v) => v === true)).toBe(true);
  });

  it('returns a fresh object each time', () => {
    const a = defaultFeatureSettings();
    a.games = false;
    expect(defaultFeatureSettings().games).toBe(true);
  });

  it('describes every key', () => {
    for (const key of FEATURE_KEYS) expect(FEATURE_INFO[key].label.length).toBeGreaterThan(0);
  });
});

describe('parseFeatureSettings', () => {
  it('keeps stored booleans and defaults the rest', () => {
    const settings = parseFeatureSettings(JSON.stringify({ games: false, shop: false, blog: true }));
    expect(settings.games).toBe(false);
    expect(settings.shop).toBe(false);
    expect(settings.blog).toBe(true);
    expect(settings.chatbot).toBe(true);
    expect(Object.keys(settings)).toHaveLength(13);
  });

  it('ignores unknown keys and non-boolean values', () => {
    const settings = parseFeatureSettings(JSON.stringify({ games: 'false', shop: 0, lms: null, hacker: false }));
    expect(settings).toEqual(defaultFeatureSettings());
    expect('hacker' in settings).toBe(false);
  });

  it('falls back to the defaults on missing, unparsable or non-object JSON', () => {
    expect(parseFeatureSettings(null)).toEqual(defaultFeatureSettings());
    expect(parseFeatureSettings('')).toEqual(defaultFeatureSettings());
    expect(parseFeatureSettings('{broken')).toEqual(defaultFeatureSettings());
    expect(parseFeatureSettings('false')).toEqual(defaultFeatureSettings());
    expect(parseFeatureSettings('[false, false]')).toEqual(defaultFeatureSettings());
  });
});

describe('feature groups', () => {
  it('are the groups of SPEC §3', () => {
    expect(FEATURE_GROUPS).toEqual({
      core: ['chatbot', 'notifications'],
      community: ['chatroom', 'events', 'challenges', 'leaderboard', 'projects'],
      content: ['games', 'blog', 'resources', 'lms'],
      commerce: ['shop', 'products'],
    });
  });

  it('cover every key exactly once', () => {
    const all = Object.values(FEATURE_GROUPS).flat();
    expect(all).toHaveLength(FEATURE_KEYS.length);
    expect([...new Set(all)].sort()).toEqual([...FEATURE_KEYS].sort());
  });

  it('featureGroupOf names the group of each key', () => {
    expect(featureGroupOf('chatbot')).toBe('core');
    expect(featureGroupOf('leaderboard')).toBe('community');
    expect(featureGroupOf('lms')).toBe('content');
    expect(featureGroupOf('products')).toBe('commerce');
    for (const [group, keys] of Object.entries(FEATURE_GROUPS)) {
      for (const key of keys) expect(featureGroupOf(key)).toBe(group);
    }
  });
});

describe('effectiveFeatureSettings (SPEC §3 Feature settings)', () => {
  it("is on exactly where both the club's switch and the member's own are on", () => {
    const site = { ...defaultFeatureSettings(), blog: false, shop: false };
    const own = { ...defaultFeatureSettings(), shop: false, games: false };
    const effective = effectiveFeatureSettings(site, own);
    expect(FEATURE_KEYS.filter((k) => !effective[k])).toEqual(['games', 'shop', 'blog']);
    expect(effectiveFeatureSettings(defaultFeatureSettings(), defaultFeatureSettings())).toEqual(defaultFeatureSettings());
  });

  it('words the switched-off state in the spec words', () => {
    expect(featureOffMessage('lms')).toBe('Courses is switched off');
    expect(featureOffPageText('blog')).toBe('Blog is switched off for the club right now.');
    expect(featureSwitchedMessage('events', false)).toBe('Events switched off');
    expect(isFeatureKey('forum')).toBe(false);
    expect(isFeatureKey('chatroom')).toBe(true);
  });
});
