import { defaultFeatureSettings, parseFeatureSettings, type FeatureKey, type FeatureSettings } from '@esdc/core/features';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

/** Provides the feature switches read from storage. */
export function FeaturesProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<FeatureSettings>(() => parseFeatureSettings(readStorage(storageKeys.appSettings)));
  const save = useCallback((next: FeatureSettings) => {
    writeStorage(storageKeys.appSettings, JSON.stringify(next));
    setSettings(next);
  }, []);
  const reset = useCallback(() => save(defaultFeatureSettings()), [save]);
  const value = useMemo<FeaturesApi>(() => ({ settings, isEnabled: (k) => settings[k], save, reset }), [settings, save, reset]);
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

/** The feature switches and their actions. */
export function useFeatures(): FeaturesApi {
  const ctx = useContext(FeaturesContext);
  if (!ctx) throw new Error('useFeatures must be used inside FeaturesProvider');
  return ctx;
}
