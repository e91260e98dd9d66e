import { defaultFeatureSettings, parseFeatureSettings, type FeatureKey, type FeatureSettings } from '@esdc/core/features';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';
import { readStorage, storageKeys, writeStorage } from './storage';

interface FeaturesApi {
  /** The switches in force (SPEC §3 Feature settings; kept in this browser's local storage). */
  settings: FeatureSettings;
  isEnabled: (key: FeatureKey) => boolean;
  /** Saves new switches (the Settings page then reloads, SPEC §2 Settings). */
  save: (next: FeatureSettings) => void;
  /** Restores every switch to on. */
  reset: () => void;
}

const FeaturesContext = createContext<FeaturesApi | null>(null);

/** Provides the feature switches read from storage (the defaults while a server-rendered page hydrates). */
export function FeaturesProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<FeatureSettings>(() => parseFeatureSettings(readStorage(storageKeys.appSettings)));
  const save = useCallback((next: FeatureSettings) => {
    writeStorage(storageKeys.appSettings, JSON.stringify(next));
    setSettings(next);
  }, []);
  const reset = useCallback(() => save(defaultFeatureSettings()), [save]);
  // While a server-rendered page hydrates, the defaults it was rendered with.
  const hydrated = useHydrated();
  const shown = useMemo(() => (hydrated ? settings : defaultFeatureSettings()), [hydrated, settings]);
  const value = useMemo<FeaturesApi>(() => ({ settings: shown, isEnabled: (k) => shown[k], save, reset }), [shown, save, reset]);
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

/** The feature switches and their actions. */
export function useFeatures(): FeaturesApi {
  const ctx = useContext(FeaturesContext);
  if (!ctx) throw new Error('useFeatures must be used inside FeaturesProvider');
  return ctx;
}
