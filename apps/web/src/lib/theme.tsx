import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';
import { readStorage, storageKeys, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

/** Initial theme (SPEC §4 Theme): saved choice, else the system's dark preference, else light. */
function initialTheme(): Theme {
  const saved = readStorage(storageKeys.theme);
  if (saved === 'light' || saved === 'dark') return saved;
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface ThemeApi {
  theme: Theme;
  /** Switches light/dark and saves the choice. */
  toggle: () => void;
}

const ThemeContext = createContext<ThemeApi | null>(null);

/** Provides the theme and keeps the `dark` class on <html> in step; light while a server-rendered page hydrates. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const toggle = useCallback(() => {
    setTheme((prev) => {
      const next: Theme = prev === 'dark' ? 'light' : 'dark';
      writeStorage(storageKeys.theme, next);
      document.documentElement.classList.toggle('dark', next === 'dark');
      return next;
    });
  }, []);
  // While a server-rendered page hydrates, the server's light theme (the <html> class is already right).
  const shown: Theme = useHydrated() ? theme : 'light';
  const value = useMemo(() => ({ theme: shown, toggle }), [shown, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme and its toggle. */
export function useTheme(): ThemeApi {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}
