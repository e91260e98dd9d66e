import type { SessionUser } from '@esdc/core/session';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { FeaturesProvider } from '../../../lib/features';
import { SessionProvider } from '../../../lib/session';
import { validToken } from '../../../test/fixtures';
import RegisterPage from './register-page';

// The page fetches My Profile's code ahead (a plain import in an effect): let it land before the environment goes.
afterAll(async () => {
  await import('./profile-page');
});

const member: SessionUser = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };

/** A page whose code is still loading (as /profile's chunk is right after registering). */
const never = new Promise<never>(() => {});
function StillLoading(): never {
  return use(never);
}

describe('RegisterPage', () => {
  it('shows My Profile loading, not an empty page, while a signed-in visitor is sent on to /profile', async () => {
    await act(async () => {
      render(
        <FeaturesProvider>
          <SessionProvider initial={{ status: 'authenticated', token: validToken(), user: member }}>
            <MemoryRouter initialEntries={['/register']}>
              <Suspense fallback={null}>
                <Routes>
                  <Route path="/register" element={<RegisterPage />} />
                  <Route path="/profile" element={<StillLoading />} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </SessionProvider>
        </FeaturesProvider>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getAllByText('Loading your profile...').length).toBeGreaterThan(0);
  });
});
