import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, useTestPasswordHashing, verifyPassword } from './password.ts';

/* Password hashing (SPEC §3 User: stored as a hash only) on the hasher threads. */
describe('password hashing', () => {
  // The server's parameters, even where an earlier test file in this worker loaded the harness (which selects the
  // test parameters for the whole process).
  beforeAll(() => useTestPasswordHashing(false));

  it('hashes with argon2id at the OWASP profile and verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
  });

  it('answers false, never throws, for a missing or malformed stored hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('keeps many concurrent jobs apart (each answer goes to its own caller)', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all(passwords.flatMap((p, i) => [verifyPassword(hashes[i]!, p), verifyPassword(hashes[(i + 1) % 6]!, p)]));
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });

  // Last: it switches the process to the test parameters.
  it('hashes at the cheap test parameters once a harness asks, and still verifies hashes made at the server profile', async () => {
    const serverHash = await hashPassword('correct horse');
    useTestPasswordHashing();
    const testHash = await hashPassword('correct horse');
    expect(testHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(testHash, 'correct horse')).toBe(true);
    expect(await verifyPassword(serverHash, 'correct horse')).toBe(true);
    expect(await verifyPassword(serverHash, 'wrong horse')).toBe(false);
  });
});
