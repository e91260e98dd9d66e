import { defaultFeatureSettings, effectiveFeatureSettings, parseFeatureSettings, type FeatureKey, type FeatureSettings } from '@esdc/core/features';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';
import { useSiteFeatures } from './site-features-api';
import { readStorage, storageKeys, writeStorage } from './storage';

interface FeaturesApi {
  /**
   * The switches in force (SPEC §3 Feature settings): a feature is on when the club has it on (site-wide, set by
   * admins) and this browser's own switch is on.
   */
  settings: FeatureSettings;
  /** Whether a feature is in force: on for the club and in this browser. */
  isEnabled: (key: FeatureKey) => boolean;
  /** This browser's own switches (kept in its local storage; the Settings page edits them). */
  own: FeatureSettings;
  /** The club's switches (`GET /api/features`); all on while they load. */
  site: FeatureSettings;
  /** Saves new own switches (the Settings page then reloads, SPEC §2 Settings). */
  save: (next: FeatureSettings) => void;
  /** Restores every own switch to on. */
  reset: () => void;
}

const FeaturesContext = createContext<FeaturesApi | null>(null);

/**
 * Provides the feature switches: this browser's own, read from storage (the defaults while a server-rendered page
 * hydrates), combined with the club's.
 * @param site the club's switches (default: all on; the app passes them through {@link ClubFeaturesProvider})
 */
export function FeaturesProvider({ site, children }: { site?: FeatureSettings | undefined; children: ReactNode }) {
  const [own, setOwn] = useState<FeatureSettings>(() => parseFeatureSettings(readStorage(storageKeys.appSettings)));
  const save = useCallback((next: FeatureSettings) => {
    writeStorage(storageKeys.appSettings, JSON.stringify(next));
    setOwn(next);
  }, []);
  const reset = useCallback(() => save(defaultFeatureSettings()), [save]);
  // While a server-rendered page hydrates, the own defaults it was rendered with (the club's switches it was rendered
  // with are in the query cache it carries).
  const hydrated = useHydrated();
  const value = useMemo<FeaturesApi>(() => {
    const clubs = site ?? defaultFeatureSettings();
    const mine = hydrated ? own : defaultFeatureSettings();
    const settings = effectiveFeatureSettings(clubs, mine);
    return { settings, isEnabled: (k) => settings[k], own: mine, site: clubs, save, reset };
  }, [site, hydrated, own, save, reset]);
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

/**
 * The app's feature switches: {@link FeaturesProvider} with the club's switches read from the API (inside the query
 * client's provider).
 */
export function ClubFeaturesProvider({ children }: { children: ReactNode }) {
  const club = useSiteFeatures();
  return <FeaturesProvider site={club.data}>{children}</FeaturesProvider>;
}

/** The feature switches and their actions. */
export function useFeatures(): FeaturesApi {
  const ctx = useContext(FeaturesContext);
  if (!ctx) throw new Error('useFeatures must be used inside FeaturesProvider');
  return ctx;
}
