import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
 * Challenges with points (SPEC §2 Challenges, §2 Admin panel Challenges tab, §4 Challenges): the /challenges list and its filters, a challenge page with hints and
 * the answer form (a wrong answer changes nothing, a right one awards the points once), the signed-out prompts,
 * and the admin panel's Challenges tab (create, edit, delete through the dialogs).
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a challenge with a known answer through the admin API, so no test depends on the seed's answers. */
async function createChallenge(request: APIRequestContext, adminToken: string, overrides: Record<string, unknown> = {}) {
  const title = unique('E2E Volatile ');
  const res = await request.post('/api/admin/challenges', {
    headers: bearer(adminToken),
    data: {
      title,
      description: 'A flag set in an **interrupt** is polled by `main`.\n\n```c\nwhile (!ready) {}\n```\n\nWhich mask clears the top two bits of a byte?',
      category: 'C',
      difficulty: 'Easy',
      points: 40,
      answer: '0x3F',
      hints: ['Write the mask in binary first.', 'Two bits cleared leave six bits set.'],
      visibility: 'public',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { data: { id: number; title: string } };
  return json.data;
}

async function deleteChallenge(request: APIRequestContext, adminToken: string, id: number) {
  await request.delete(`/api/admin/challenges/${id}`, { headers: bearer(adminToken) });
}

async function profilePoints(request: APIRequestContext, token: string) {
  const res = await request.get('/api/user/profile', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const json = (await res.json()) as { data: { points: number; completed_challenges: number } };
  return { points: json.data.points, completed: json.data.completed_challenges };
}

test.describe('challenges', () => {
  test('a member filters the list, answers wrong (nothing changes) then right (points once), and sees it solved', async ({ page, request, consoleErrors }) => {
    test.slow();
    const admin = await adminSession(request);
    const challenge = await createChallenge(request, admin.token);
    const member = await registerViaApi(request);
    await signInBrowser(page, member);

    // The list: progress line, filters kept in the URL, a seeded challenge opens.
    await page.goto('/challenges');
    await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^0 of \d+ solved$/)).toBeVisible();
    await expect(page.getByText('Your points:')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Challenges' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expectNoA11yViolations(page);

    // A seeded challenge (the tests here only make Easy and Medium ones, so a Hard one is from the seed).
    await page.goto('/challenges?difficulty=Hard');
    await expect(page.getByLabel('Difficulty')).toHaveValue('Hard');
    await expect(cards.first()).toContainText('Hard');
    const firstTitle = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Challenges' }).click();
    await expect(page).toHaveURL(/\/challenges\?difficulty=Hard$/);
    await page.getByLabel('Difficulty').selectOption('');
    await expect(page).toHaveURL(/\/challenges$/);

    await page.getByLabel('Category').selectOption('C');
    await page.getByLabel('Difficulty').selectOption('Easy');
    await expect(page).toHaveURL(/category=C/);
    await expect(page).toHaveURL(/difficulty=Easy/);
    await page.getByLabel('Search challenges').fill(challenge.title);
    await expect(page).toHaveURL(/q=E2E/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(challenge.title);
    await expect(cards.first()).toContainText('40 pts');
    await expect(cards.first()).not.toContainText('Solved');

    await page.getByLabel('Difficulty').selectOption('Hard');
    await expect(page.getByText('No challenges match your filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/challenges$/);
    await expect(page.getByLabel('Search challenges')).toHaveValue('');

    // The challenge page: prose, hints one at a time.
    await page.goto(`/challenges/${challenge.id}`);
    await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
    await expect(page.locator('.markdown-prose pre code')).toContainText('while (!ready) {}');
    await expect(page.locator('.markdown-prose strong')).toHaveText('interrupt');
    await page.getByRole('button', { name: 'Show hint 1' }).click();
    await expect(page.getByText('Write the mask in binary first.')).toBeVisible();
    await expect(page.getByText('Two bits cleared leave six bits set.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show hint 2' }).click();
    await expect(page.getByText('Two bits cleared leave six bits set.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Show hint/ })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // Empty answer: the schema's message, nothing sent.
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText('Answer is required')).toBeVisible();

    // Wrong answer: the server's message, the field kept, the points unchanged.
    const answer = page.getByLabel('Your answer', { exact: true });
    await answer.fill('0xFF');
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText('Incorrect answer. Try again.')).toBeVisible();
    await expect(answer).toHaveValue('0xFF');
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(await profilePoints(request, member.token)).toEqual({ points: 0, completed: 0 });

    // Right answer (case and spaces do not matter): the points once, the success panel.
    await answer.fill('  0X3f ');
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText('Correct! You earned 40 points.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toContainText('40 pts');
    await expect(
      page
        .getByRole('main')
        .getByText(/^Solved/)
        .first(),
    ).toBeVisible();
    expect(await profilePoints(request, member.token)).toEqual({ points: 40, completed: 1 });
    await expectNoA11yViolations(page);

    // A second correct answer (another tab) awards nothing.
    const again = await request.post(`/api/challenges/${challenge.id}/submissions`, { headers: bearer(member.token), data: { answer: '0x3f' } });
    expect(again.status()).toBe(201);
    expect(((await again.json()) as { message: string }).message).toBe('Correct, but you have already solved this challenge.');
    expect(await profilePoints(request, member.token)).toEqual({ points: 40, completed: 1 });

    // Reloaded: solved with its date, no form.
    await page.reload();
    await expect(page.getByText(/You solved this challenge on/)).toBeVisible();
    await expect(page.getByLabel('Your answer', { exact: true })).toHaveCount(0);

    // The list marks it solved, counts it and filters by status.
    await page.goto(`/challenges?q=${encodeURIComponent(challenge.title)}`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Solved');
    await expect(page.getByText(/^1 of \d+ solved$/)).toBeVisible();
    await expect(page.getByText('Your points:').locator('..')).toContainText('40 pts');
    await page.getByLabel('Status').selectOption('unsolved');
    await expect(page.getByText('No challenges match your filters')).toBeVisible();
    await page.getByLabel('Status').selectOption('solved');
    await expect(cards).toHaveCount(1);
    await expect(page).toHaveURL(/status=solved/);

    expect(consoleErrors).toEqual([]);
    await deleteChallenge(request, admin.token, challenge.id);
  });

  test('a signed-out visitor is asked to sign in; members-only and missing challenges say so', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const open = await createChallenge(request, admin.token);
    const membersOnly = await createChallenge(request, admin.token, { visibility: 'members' });

    await page.goto('/challenges');
    await expect(page.getByText('Sign in to submit answers, earn points and climb the leaderboard.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Status')).toHaveCount(0);

    await page.goto(`/challenges/${open.id}`);
    await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in to submit an answer' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await expect(page.getByLabel('Your answer', { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.goto(`/challenges/${membersOnly.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
    await expect(page.getByText('Please sign in to view this challenge')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/challenges/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Challenge not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Challenges' }).click();
    await expect(page).toHaveURL(/\/challenges$/);

    // The 401 and 404 above are expected answers, not app errors.
    expect(consoleErrors.filter((e) => !/status of (401|404)/.test(e))).toEqual([]);
    await deleteChallenge(request, admin.token, open.id);
    await deleteChallenge(request, admin.token, membersOnly.id);
  });

  test('a member who answers too often is told to wait, and keeps what they typed', async ({ page, request }) => {
    const admin = await adminSession(request);
    const challenge = await createChallenge(request, admin.token);
    const member = await registerViaApi(request);
    for (let i = 0; i < 10; i += 1) {
      const res = await request.post(`/api/challenges/${challenge.id}/submissions`, { headers: bearer(member.token), data: { answer: `guess ${i}` } });
      expect(res.status()).toBe(201);
    }
    await signInBrowser(page, member);
    await page.goto(`/challenges/${challenge.id}`);
    const answer = page.getByLabel('Your answer', { exact: true });
    await answer.fill('0x3F');
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many requests');
    await expect(answer).toHaveValue('0x3F');
    await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
    expect(await profilePoints(request, member.token)).toEqual({ points: 0, completed: 0 });
    await deleteChallenge(request, admin.token, challenge.id);
  });

  test('an admin creates, edits and deletes a challenge in the Challenges tab', async ({ page, request, consoleErrors }) => {
    test.slow();
    const admin = await adminSession(request);
    await signInBrowser(page, admin);
    const title = unique('E2E Bus ');

    await page.goto('/admin?tab=challenges');
    await expect(page.getByRole('tab', { name: 'Challenges', selected: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Challenges' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Create: the schema's messages first, then a valid challenge.
    await page.getByRole('button', { name: 'Create Challenge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Challenge' });
    await dialog.getByRole('button', { name: 'Create Challenge' }).click();
    await expect(dialog.getByText('Challenge title is required')).toBeVisible();
    await expect(dialog.getByText('Challenge description is required')).toBeVisible();
    await expect(dialog.getByText('Answer is required')).toBeVisible();
    await dialog.getByLabel('Points').fill('5000');
    await dialog.getByLabel('Answer pattern (optional)').fill('(');
    await dialog.getByRole('button', { name: 'Create Challenge' }).click();
    await expect(dialog.getByText('Points must be between 1 and 1000')).toBeVisible();
    await expect(dialog.getByText('Answer pattern is not a valid regular expression')).toBeVisible();
    await expectNoA11yViolations(page);

    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Description')
      .fill('Which two-wire bus uses **SDA** and **SCL**?\n\n| Line | Role |\n| --- | --- |\n| SDA | data |\n| SCL | clock |');
    await dialog.getByLabel('Category').selectOption('Protocols');
    await dialog.getByLabel('Difficulty').selectOption('Medium');
    await dialog.getByLabel('Points').fill('120');
    await dialog.getByLabel('Answer', { exact: true }).fill('I2C');
    await dialog.getByLabel('Answer pattern (optional)').fill('^i(2|²)c$');
    await dialog.getByRole('button', { name: 'Add hint' }).click();
    await dialog.getByLabel('Hint 1', { exact: true }).fill('Philips invented it.');
    await dialog.getByRole('button', { name: 'Add hint' }).click();
    await dialog.getByRole('button', { name: 'Remove hint 2' }).click();
    await dialog.getByLabel('Visibility').selectOption('members');
    await dialog.getByRole('button', { name: 'Create Challenge' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Challenge created successfully')).toBeVisible();

    await page.getByLabel('Search challenges').fill(title);
    const table = page.getByRole('region', { name: 'Challenges' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(title);
    await expect(row).toContainText('Protocols');
    await expect(row).toContainText('Members only');
    await expect(row).toContainText('120');

    // Edit the points; the blank answer keeps the stored one.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Challenge' });
    await expect(edit.getByText('Leave blank to keep the current answer.')).toBeVisible();
    await expect(edit.getByLabel('Hint 1', { exact: true })).toHaveValue('Philips invented it.');
    await edit.getByLabel('Points').fill('150');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('150');

    const listed = await request.get(`/api/admin/challenges?q=${encodeURIComponent(title)}`, { headers: bearer(admin.token) });
    const stored = ((await listed.json()) as { data: { id: number; points: number; hints: string[]; answer_pattern: string | null }[] }).data[0]!;
    expect(stored.points).toBe(150);
    expect(stored.hints).toEqual(['Philips invented it.']);
    expect(stored.answer_pattern).toBe('^i(2|²)c$');
    const member = await registerViaApi(request);
    const solved = await request.post(`/api/challenges/${stored.id}/submissions`, { headers: bearer(member.token), data: { answer: 'i2c' } });
    expect(((await solved.json()) as { data: { correct: boolean; points_awarded: number } }).data).toMatchObject({ correct: true, points_awarded: 150 });

    // Delete with the confirmation.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete challenge "${title}"? Members keep the points they earned.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No challenges found')).toBeVisible();
    expect((await profilePoints(request, member.token)).points).toBe(150);

    expect(consoleErrors).toEqual([]);
  });
});
