// The web tests' setup: zod jitless as in the app (main.tsx loads this first), a clean DOM and storage per test, and
// no page chunk still loading when a test file ends (its import would land after the environment is gone).
import '../lib/zod-config';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { settleLazyPages } from '../lib/lazy-page';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await settleLazyPages();
});
