import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget (after signing in)', () => {
  it('goes back to the in-app page the guard came from, query included', () => {
    expect(redirectTarget({ from: '/my-projects?status=draft' })).toBe('/my-projects?status=draft');
  });

  it('goes to /profile when there is nowhere to go back to', () => {
    expect(redirectTarget(null)).toBe('/profile');
    expect(redirectTarget(undefined)).toBe('/profile');
    expect(redirectTarget({})).toBe('/profile');
    expect(redirectTarget({ from: 42 })).toBe('/profile');
  });

  it('never leaves the site (absolute and protocol-relative URLs)', () => {
    expect(redirectTarget({ from: 'https://evil.example/phish' })).toBe('/profile');
    expect(redirectTarget({ from: '//evil.example/phish' })).toBe('/profile');
    expect(redirectTarget({ from: '/\\evil.example/phish' })).toBe('/profile');
  });

  it('never goes back to the sign-in or register page', () => {
    expect(redirectTarget({ from: '/login' })).toBe('/profile');
    expect(redirectTarget({ from: '/register?ref=x' })).toBe('/profile');
  });
});
