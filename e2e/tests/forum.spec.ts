import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, secondPage, signInBrowser, test, unique } from './fixtures';

/*
 * Forum (SPEC §2 Forum) against the real server: a member starts a thread with New Discussion; another replies with
 * an @mention that reaches the mentioned member's bell and notifications page; the asker marks the answer in Help; a
 * member reports a reply, the admin hides it from the Forum reports tab and a second member no longer sees it; a
 * moderator locks a thread ('This thread is locked'); axe scans of /forum, a category, a thread with a reply and the
 * admin's forum tabs, light and dark, at 360 px and 1280 px (the theme switched in place, few page loads).
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The id of a category by name. */
async function categoryId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/forum/categories');
  expect(res.ok(), await res.text()).toBe(true);
  const categories = ((await res.json()) as { data: { id: number; name: string }[] }).data;
  const found = categories.find((c) => c.name === name);
  expect(found, `category ${name}`).toBeTruthy();
  return found!.id;
}

/** Starts a thread through the API; returns its id. */
async function startThread(request: APIRequestContext, token: string, category: number, title: string, body: string): Promise<number> {
  const res = await request.post('/api/forum/threads', { headers: auth(token), data: { category_id: category, title, body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Replies through the API; returns the post's id. */
async function replyViaApi(request: APIRequestContext, token: string, threadId: number, body: string): Promise<number> {
  const res = await request.post(`/api/forum/threads/${threadId}/posts`, { headers: auth(token), data: { body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('forum', () => {
  test('a member starts a discussion; a reply mentions them and they are notified; the asker marks the answer in Help', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers, a dialog, notifications
    const asker = await registerViaApi(request);
    const helper = await registerViaApi(request);
    await signInBrowser(page, asker);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();

    await page.getByRole('button', { name: 'New Discussion' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Discussion' });
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Body is required')).toBeVisible();
    const title = unique('Why is my ADC noisy ');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Help' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Body' }).fill('It reads noise:\n\n```c\nint v = adc_read();\n```');
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Discussion started')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Opening post' }).locator('pre code')).toContainText('adc_read');
    const threadId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // The helper replies with a mention of the asker, through the page.
    const helperPage = await secondPage(browser, helper);
    await helperPage.setViewportSize({ width: 1280, height: 900 });
    await helperPage.goto(`/forum/t/${threadId}`);
    await helperPage.getByRole('textbox', { name: 'Your reply' }).fill(`@${asker.username} add a 100 nF capacitor at the input.`);
    await helperPage.getByRole('button', { name: 'Post Reply' }).click();
    await expect(helperPage.getByText('Reply posted')).toBeVisible();
    const reply = helperPage.getByRole('article', { name: `Reply by ${helper.name}` });
    await expect(reply.getByText('add a 100 nF capacitor')).toBeVisible();
    await helperPage.close();

    // The asker is notified (bell and notifications page), then marks the reply as the answer.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread/ })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('main').getByText(`mentioned you in ${title}`).first()).toBeVisible();
    await page.goto(`/forum/t/${threadId}`);
    const answerReply = page.getByRole('article', { name: `Reply by ${helper.name}` });
    await answerReply.getByRole('button', { name: 'Mark as answer' }).click();
    await expect(page.getByRole('region', { name: 'Answer' }).getByText('add a 100 nF capacitor')).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByText('Solved')
        .or(page.getByText('Solved', { exact: true }).first()),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a member reports a reply; the admin hides it from the Forum reports tab and another member no longer sees it', async ({ page, request, browser }) => {
    test.slow(); // three members, the admin panel
    const admin = await adminSession(request);
    const asker = await registerViaApi(request);
    const spammer = await registerViaApi(request);
    const reader = await registerViaApi(request);
    const general = await categoryId(request, 'General');
    const threadId = await startThread(request, asker.token, general, unique('Scope probes '), 'Which probes do you use?');
    const spam = unique('Buy cheap parts at spam ');
    await replyViaApi(request, spammer.token, threadId, spam);

    await signInBrowser(page, asker);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/forum/t/${threadId}`);
    await page
      .getByRole('article', { name: `Reply by ${spammer.name}` })
      .getByRole('button', { name: `Report the reply by ${spammer.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Spam');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(page.getByText('Report sent')).toBeVisible();

    const adminPage = await secondPage(browser, admin);
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto('/admin?tab=forum-reports');
    const report = adminPage.getByRole('article').filter({ hasText: spam });
    await expect(report.getByText('Spam', { exact: true }).or(report.getByText('Reason: Spam'))).toBeVisible();
    await report.getByRole('button', { name: /^Hide the post/ }).click();
    await expect(adminPage.getByText('Post hidden', { exact: true })).toBeVisible();
    await adminPage.goto(`/forum/t/${threadId}`);
    await expect(adminPage.getByRole('article', { name: `Reply by ${spammer.name}` }).getByText('Hidden')).toBeVisible();
    await adminPage.close();

    const readerPage = await secondPage(browser, reader);
    await readerPage.goto(`/forum/t/${threadId}`);
    await expect(readerPage.getByRole('article', { name: 'Opening post' })).toBeVisible();
    await expect(readerPage.getByText(spam)).toHaveCount(0);
    await readerPage.close();
  });

  test("a moderator locks a thread: members see 'This thread is locked' instead of the reply form", async ({ page, request, browser }) => {
    const admin = await adminSession(request);
    const member = await registerViaApi(request);
    const general = await categoryId(request, 'General');
    const title = unique('Lock me ');
    const threadId = await startThread(request, member.token, general, title, 'A thread to lock.');
    await signInBrowser(page, admin);
    await page.goto(`/forum/t/${threadId}`);
    await page.getByRole('region', { name: 'Moderation' }).getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByText('Thread locked')).toBeVisible();
    await expect(page.getByText('This thread is locked')).toBeVisible();

    const memberPage = await secondPage(browser, member);
    await memberPage.goto(`/forum/t/${threadId}`);
    await expect(memberPage.getByText('This thread is locked')).toBeVisible();
    await expect(memberPage.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await memberPage.goto(`/forum/${general}`);
    await expect(memberPage.getByRole('article').filter({ hasText: title }).getByText('Locked')).toBeVisible();
    await memberPage.close();
  });

  test('a discussion started from a project page is listed there and found by the site search; its edit history opens', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow(); // a dialog, four pages and a scan
    const member = await registerViaApi(request);
    const project = await request.post('/api/projects', {
      headers: auth(member.token),
      data: { title: unique('Linked weather station '), description: 'An ESP32 station that reports every minute.', category: 'IoT', status: 'in_progress' },
    });
    expect(project.status(), await project.text()).toBe(201);
    const { id: projectId, title: projectTitle } = ((await project.json()) as { data: { id: number; title: string } }).data;
    await signInBrowser(page, member);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`/projects/${projectId}`);
    const section = page.getByRole('region', { name: 'Discussions' });
    await expect(section.getByText('No discussions yet.')).toBeVisible();
    await section.getByRole('button', { name: 'New Discussion' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Discussion' });
    await expect(dialog.getByText(`Project · ${projectTitle}`)).toBeVisible();
    const word = `anemometer${Date.now().toString(36)}`;
    const title = unique('Calibrating the anemometer ');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Projects' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Body' }).fill(`How do you calibrate the ${word} cups?`);
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const threadId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // An edit keeps the previous text: the 'edited' mark opens the history.
    const thread = await request.get(`/api/forum/threads/${threadId}`);
    const openingId = ((await thread.json()) as { data: { opening_post: { id: number } } }).data.opening_post.id;
    const edited = await request.put(`/api/forum/posts/${openingId}`, {
      headers: auth(member.token),
      data: { body: `How do you calibrate the ${word} vane?` },
    });
    expect(edited.ok(), await edited.text()).toBe(true);
    await page.reload();
    await page
      .getByRole('article', { name: 'Opening post' })
      .getByRole('button', { name: /^edited/ })
      .click();
    const history = page.getByRole('dialog', { name: 'Edit history' });
    await expect(history.getByText(`How do you calibrate the ${word} cups?`)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    // The project page lists it; the site search finds it by its opening post.
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('region', { name: 'Discussions' }).getByRole('link', { name: title })).toBeVisible();
    await page.goto(`/search?q=${word}&category=forum`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('axe: /forum, a category, a thread with a reply and the admin forum tabs, light and dark, at 360 px and 1280 px', async ({ page, request }) => {
    test.slow(); // five pages, four scans each
    const admin = await adminSession(request);
    const member = await registerViaApi(request);
    const help = await categoryId(request, 'Help');
    const threadId = await startThread(request, member.token, help, unique('Axe thread '), 'Some `code` and a list:\n\n- one\n- two');
    const replyId = await replyViaApi(request, admin.token, threadId, 'A reply with **bold** text.');
    const reported = await request.post(`/api/forum/posts/${replyId}/report`, { headers: auth(member.token), data: { reason: 'Checking the queue' } });
    expect(reported.ok(), await reported.text()).toBe(true);
    await signInBrowser(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest threads' })).toBeVisible();
    await scanEveryWay(page, '/forum');
    await page.goto(`/forum/${help}`);
    await expect(page.getByRole('combobox', { name: 'Answered' })).toBeVisible();
    await scanEveryWay(page, '/forum/{categoryId}');
    await page.goto(`/forum/t/${threadId}`);
    await expect(page.getByText('A reply with')).toBeVisible();
    await scanEveryWay(page, '/forum/t/{threadId}');
    await page.goto('/admin?tab=forum-categories');
    await expect(page.getByText('Ask a question; the asker marks the reply that solved it').filter({ visible: true }).first()).toBeVisible();
    await scanEveryWay(page, 'the Forum categories tab');
    await page.goto('/admin?tab=forum-reports');
    await expect(page.getByText('Checking the queue').first()).toBeVisible();
    await scanEveryWay(page, 'the Forum reports tab');
  });
});
