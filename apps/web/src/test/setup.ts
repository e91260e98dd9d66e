// The web tests' setup: zod jitless as in the app (main.tsx loads this first), and a clean DOM and storage per test.
import '../lib/zod-config';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
