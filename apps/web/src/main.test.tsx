import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, validToken } from './test/fixtures';
import { readStorage, storageKeys, writeStorage } from './lib/storage';

/*
 * The roots main.tsx creates, so the test can unmount the app before the environment goes: a render React had
 * scheduled and ran after jsdom was torn down failed the run with "window is not defined" (seen in CI).
 */
const roots = vi.hoisted(() => [] as Root[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      roots.push(root);
      return root;
    },
    hydrateRoot: (...args: Parameters<typeof actual.hydrateRoot>) => {
      const root = actual.hydrateRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

afterAll(async () => {
  const { queryClient } = await import('./app/providers');
  queryClient.clear();
  for (const root of roots) root.unmount();
  // Let the scheduler run whatever it had queued while the DOM is still here.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/*
 * The app's entry (main.tsx) wires the API client to the session: a 401 on a call that sent the token clears the
 * stored session and the cached server data, and goes to /login (SPEC §4 Session, §8). This boots the real entry.
 */
describe('main.tsx: a 401 from the API', () => {
  it('clears the stored session and the query cache and goes to /login', async () => {
    const token = validToken();
    writeStorage(storageKeys.authToken, token);
    writeStorage(storageKeys.userData, JSON.stringify({ id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' }));
    document.body.innerHTML = '<div id="root"></div>';
    const sentTokens: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit = {}) => {
      sentTokens.push((init.headers as Record<string, string>).authorization);
      return jsonResponse(401, { success: false, message: 'Invalid token', error: { code: 'UNAUTHORIZED' } });
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

    await import('./main');
    const { queryClient } = await import('./app/providers');
    const { apiRequest } = await import('./lib/api-client');
    // Whatever the first page fetched has settled (the shell is up, and with it a member's own calls such as the
    // notification bell's); start from a stored session and a clean slate.
    await waitFor(() => expect(document.querySelector('header')).not.toBeNull(), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(sentTokens.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    writeStorage(storageKeys.authToken, token);
    writeStorage(storageKeys.userData, JSON.stringify({ id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' }));
    assign.mockClear();
    sentTokens.length = 0;
    queryClient.setQueryData(['projects', 'list', {}], { items: [], total: 0 });

    await expect(apiRequest('/api/user/profile')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(sentTokens).toEqual([`Bearer ${token}`]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(readStorage(storageKeys.authToken)).toBeNull();
    expect(readStorage(storageKeys.userData)).toBeNull();
    expect(queryClient.getQueryData(['projects', 'list', {}])).toBeUndefined();
  });
});
