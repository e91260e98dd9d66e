import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique, waitForApp, type TestUser } from './fixtures';

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Creates a project owned by `owner` through the API and returns its id. */
async function createProjectViaApi(request: APIRequestContext, owner: TestUser, data: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/projects', {
    ...auth(owner.token),
    data: { description: 'A project made through the API for an end-to-end test.', category: 'IoT', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Signs in through the login form. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A page of its own (a second browser), signed in as `user`, whose goto waits for the app. */
async function pageSignedInAs(browser: Browser, user: Parameters<typeof signInBrowser>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInBrowser(page, user);
  return page;
}

test.describe('owner and admin flows', () => {
  test('a member changes their password: the old one stops working, the new one signs in, other sessions end', async ({ page, request }) => {
    const member = await registerViaApi(request);
    const newPassword = 'fresh-pass-42';
    // A second signed-in device.
    const other = await request.post('/api/user/login', { data: { email: member.email, password: member.password } });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    expect((await request.get('/api/user/profile', auth(otherToken))).status()).toBe(200);

    // Signed in with the form (not a stored session that a reload would put back after signing out).
    await signInWithForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page);

    // A wrong current password is refused with the server's message on that field.
    await dialog.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
    await expect(dialog.getByLabel('Current Password', { exact: true })).toBeFocused();

    await dialog.getByLabel('Current Password', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // This browser stays signed in; the other device is signed out.
    await page.reload();
    await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
    expect((await request.get('/api/user/profile', auth(otherToken))).status()).toBe(401);

    // Sign out, then the old password fails and the new one works.
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInWithForm(page, member.email, member.password);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
  });

  test('an owner edits, starts, completes, archives and deletes their project', async ({ page, request }) => {
    test.slow(); // a long journey with four axe scans
    const member = await registerViaApi(request);
    const title = `Tide gauge ${member.username}`;
    const renamed = `Tide gauge v2 ${member.username}`;
    await signInBrowser(page, member);

    // Create it from My Projects.
    await page.goto('/my-projects');
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Description').fill('An ultrasonic tide gauge that logs the water level every five minutes.');
    await create.getByLabel('Category').selectOption('IoT');
    await create.getByRole('button', { name: 'Create Project' }).click();
    await expect(create).toBeHidden({ timeout: 5_000 });
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = async () =>
      ((await (await request.get(`/api/projects/${id}`)).json()) as { data: { title: string; status: string; completed_at: string | null } }).data;

    const header = page.locator('article header');
    const manage = page.getByRole('region', { name: 'Manage project' });
    await expect(header.getByText('Draft', { exact: true })).toBeVisible();
    await expect(manage.getByRole('button', { name: 'Start' })).toBeVisible();

    // Edit: the new title shows and is stored.
    await manage.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expectNoA11yViolations(page);
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Project updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    expect((await stored()).title).toBe(renamed);

    // Start: in progress, and Start is gone.
    await manage.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Project started')).toBeVisible();
    await expect(header.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(manage.getByRole('button', { name: 'Start' })).toHaveCount(0);
    expect((await stored()).status).toBe('in_progress');

    // Mark Complete: completed, with its date in Project Info.
    await manage.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Project marked complete')).toBeVisible();
    await expect(header.getByText('Completed', { exact: true })).toBeVisible();
    await expect(manage.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Project Info' }).getByText('Completed', { exact: true })).toBeVisible();
    const completed = await stored();
    expect(completed.status).toBe('completed');
    expect(completed.completed_at).not.toBeNull();

    // Archive.
    await manage.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Project archived')).toBeVisible();
    await expect(header.getByText('Archived', { exact: true })).toBeVisible();
    await expect(manage.getByRole('button', { name: 'Archive' })).toHaveCount(0);
    expect((await stored()).status).toBe('archived');
    await expectNoA11yViolations(page);

    // It is listed on /projects (found by its owner's username) until it is deleted.
    const listed = `/projects?q=${encodeURIComponent(member.username)}`;
    await page.goto(listed);
    await page.getByRole('link', { name: renamed, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));

    // Delete: Cancel keeps it; confirming removes it everywhere.
    await manage.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete project' });
    await expect(confirm).toContainText('Are you sure you want to delete this project?');
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await request.get(`/api/projects/${id}`)).status()).toBe(200);
    await manage.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByText('Project deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('My Projects');
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    expect((await request.get(`/api/projects/${id}`)).status()).toBe(404);
    await page.goto(listed);
    await expect(page.getByRole('main')).toContainText('No projects');
    await expect(page.getByRole('main')).not.toContainText(renamed);
    const gone = await page.goto(`/projects/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  });

  test("an admin adds points to a member: the admin list and the member's own stats show them", async ({ page, request, browser }) => {
    test.slow(); // two signed-in pages, two dialogs and two axe scans
    const member = await registerViaApi(request, { name: unique('Pat Points ') });
    await signInBrowser(page, await adminSession(request));
    await page.goto('/admin');
    await page.locator('#admin-users-search').fill(member.username);
    const row = page.getByRole('row').filter({ hasText: `@${member.username}` });
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    await page.getByRole('button', { name: `Edit ${member.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: 'Points (currently 0)' })).toBeVisible();
    await dialog.getByLabel('Operation').selectOption('add');
    await dialog.getByLabel('Amount').fill('25');
    // An amount needs a reason.
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Reason for the adjustment').fill('Ran the soldering workshop');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(3)).toHaveText('25');

    // Subtracting works from the new balance.
    await page.getByRole('button', { name: `Edit ${member.name}` }).click();
    await expect(dialog.getByRole('group', { name: 'Points (currently 25)' })).toBeVisible();
    await dialog.getByLabel('Operation').selectOption('subtract');
    await dialog.getByLabel('Amount').fill('5');
    await dialog.getByLabel('Reason for the adjustment').fill('Correction');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(3)).toHaveText('20');

    // The server holds 20, and the member sees 20 and a rank on My Profile.
    const statsRes = await request.get(`/api/users/${member.id}/stats`, auth(member.token));
    expect(statsRes.status(), await statsRes.text()).toBe(200);
    const stats = (await statsRes.json()) as { data: { points: number } };
    expect(stats.data.points).toBe(20);
    const memberPage = await pageSignedInAs(browser, member);
    await memberPage.goto('/profile');
    await waitForApp(memberPage);
    const myStats = memberPage.getByRole('region', { name: 'My Stats' });
    await expect(
      myStats
        .locator('dl > div')
        .filter({ has: memberPage.locator('dt', { hasText: /^Points$/ }) })
        .locator('dd'),
    ).toHaveText('20');
    await expect(myStats).not.toContainText('Unranked');
    await expect(myStats.getByText(/^#\d+$/)).toBeVisible();
    await expectNoA11yViolations(memberPage);
    await memberPage.context().close();
  });

  test('an admin deletes a project from the Projects tab after confirming', async ({ page, request }) => {
    const owner = await registerViaApi(request);
    const title = `Doomed rover ${owner.username}`;
    const keep = `Kept rover ${owner.username}`;
    const id = await createProjectViaApi(request, owner, { title });
    await createProjectViaApi(request, owner, { title: keep });
    await signInBrowser(page, await adminSession(request));
    await page.goto('/admin');
    await page.getByRole('tab', { name: /Projects/ }).click();
    await page.locator('#admin-projects-search').fill(owner.username);
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${keep}` })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${title}?` });
    await expect(confirm).toContainText('Are you sure you want to delete this project?');
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Project deleted successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${keep}` })).toBeVisible();
    expect((await request.get(`/api/projects/${id}`)).status()).toBe(404);
    const list = (await (await request.get(`/api/projects?q=${encodeURIComponent(owner.username)}`)).json()) as { data: { title: string }[] };
    expect(list.data.map((p) => p.title)).toEqual([keep]);
  });

  test("a project's Who Liked, Technologies, Tags and Contributors dialogs list the right people and items", async ({ page, request }) => {
    test.slow(); // four dialogs, each with an axe scan
    const owner = await registerViaApi(request);
    const people = await Promise.all(['Ada', 'Ben', 'Cleo', 'Dev', 'Eve'].map((n) => registerViaApi(request, { name: unique(`${n} Contributor `) })));
    const likers = await Promise.all(['Lia', 'Leo'].map((n) => registerViaApi(request, { name: unique(`${n} Liker `) })));
    const tags = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'].map((t) => `${t}-${owner.username}`.toLowerCase());
    const id = await createProjectViaApi(request, owner, {
      title: `Weather station ${owner.username}`,
      technologies: ['ESP32', 'Zephyr', 'LoRaWAN'],
      tags,
      contributors: people.map((p) => p.email),
    });
    for (const liker of likers) expect((await request.post(`/api/projects/${id}/like`, auth(liker.token))).ok()).toBe(true);

    await page.goto(`/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Weather station ${owner.username}`);

    // Who Liked: both likers, nobody else.
    const whoLiked = page.getByRole('button', { name: 'Who Liked' });
    await whoLiked.click();
    const likes = page.getByRole('dialog', { name: 'Who Liked' });
    await expect(likes.getByRole('listitem')).toHaveCount(2);
    for (const liker of likers) await expect(likes).toContainText(liker.name);
    await expect(likes).toContainText(`@${likers[0]?.username}`);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(likes).toBeHidden();
    await expect(whoLiked).toBeFocused();

    // Technologies: each links to the courses on it (/courses?search={name}), and the dialog to all courses.
    const details = page.getByRole('button', { name: 'View Details' });
    await details.click();
    const techs = page.getByRole('dialog', { name: 'Technologies' });
    await expect(techs.getByRole('heading', { level: 3 })).toHaveCount(3);
    expect((await techs.getByRole('heading', { level: 3 }).allTextContents()).sort()).toEqual(['ESP32', 'LoRaWAN', 'Zephyr']);
    await expect(techs.getByRole('link', { name: 'Courses on Zephyr' })).toHaveAttribute('href', '/courses?search=Zephyr');
    await expect(techs.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
    await expect(techs).not.toContainText('Coming soon');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(techs).toBeHidden();
    await expect(details).toBeFocused();

    // Tags: the page shows five and '+2 more'; the dialog lists all seven as links to their project lists.
    const tagsSection = page.getByRole('region', { name: 'Tags' });
    await expect(tagsSection.getByRole('link')).toHaveCount(5);
    const more = tagsSection.getByRole('button', { name: '+2 more tags' });
    await more.click();
    const tagsDialog = page.getByRole('dialog', { name: 'Tags' });
    await expect(tagsDialog.getByRole('link')).toHaveText(tags.map((t) => `#${t}`));
    await expect(tagsDialog.getByRole('link', { name: `#${tags[6]}` })).toHaveAttribute('href', `/projects?tag=${encodeURIComponent(tags[6] as string)}`);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(tagsDialog).toBeHidden();
    await expect(more).toBeFocused();

    // Contributors: the page shows four and 'View More'; the dialog lists all five.
    const contributorsSection = page.getByRole('region', { name: 'Contributors' });
    await expect(contributorsSection.getByRole('listitem')).toHaveCount(4);
    const viewMore = contributorsSection.getByRole('button', { name: 'View More contributors' });
    await viewMore.click();
    const contributors = page.getByRole('dialog', { name: 'Contributors' });
    await expect(contributors).toContainText('5 members');
    await expect(contributors.getByRole('listitem')).toHaveCount(5);
    for (const person of people) await expect(contributors).toContainText(person.name);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(contributors).toBeHidden();
    await expect(viewMore).toBeFocused();
  });

  test('a project without likes says so in Who Liked', async ({ page, request }) => {
    const owner = await registerViaApi(request);
    const id = await createProjectViaApi(request, owner, { title: `Quiet project ${owner.username}` });
    await page.goto(`/projects/${id}`);
    await page.getByRole('button', { name: 'Who Liked' }).click();
    await expect(page.getByRole('dialog', { name: 'Who Liked' })).toContainText('No likes yet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
