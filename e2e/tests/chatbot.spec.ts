import type { APIRequestContext, Page, Route } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, signInBrowser, test, unique, waitForApp } from './fixtures';

/*
 * The chatbot widget (SPEC §2 Chatbot widget, §7 chatbot calls, §8 Chatbot failure) against the real server: a visitor
 * asks and follows a cited page; a member's conversation is kept across pages and restored from their history; quick
 * actions; nothing empty is sent; Escape; the panel's size on a phone and on a desktop; an admin answers an unanswered
 * question with an FAQ entry; a click before the app has loaded; axe with the panel open.
 */

const HOUR = 3_600_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a published event starting in `inHours` hours through the API (an admin's token). */
async function createEvent(request: APIRequestContext, token: string, inHours = 2): Promise<{ id: number; title: string }> {
  const start = new Date(Date.now() + inHours * HOUR);
  const title = unique('Chatbot meetup ');
  const res = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'An evening of soldering and questions.',
      category: 'Meetup',
      location: 'Lab B-204',
      mode: 'offline',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 2 * HOUR).toISOString(),
      max_participants: 20,
      attendance_points: 0,
      tags: [],
      status: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, title };
}

/** The widget's floating button. */
const chatbotButton = (page: Page) => page.getByRole('button', { name: 'Chatbot', exact: true });
/** The open panel. */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chatbot' });
/** The conversation in the panel. */
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });

/** Opens the panel from the button and waits for the greeting. */
async function openPanel(page: Page) {
  await chatbotButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(conversation(page).getByText('Hi, how can I help you today?')).toBeVisible();
}

/** Types a question, sends it and waits for the reply (the typing indicator gone, the input enabled again). */
async function ask(page: Page, question: string) {
  const input = panel(page).getByLabel('Type your message');
  await input.fill(question);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect(conversation(page).getByText(question, { exact: true }).last()).toBeVisible();
  await expect(input).toBeEnabled();
  await expect(panel(page).getByRole('status')).toHaveText('');
}

test.describe('chatbot widget', () => {
  test('a visitor asks when the next event is, gets a reply citing it, and follows the link to the event page', async ({ page, request, consoleErrors }) => {
    const admin = await adminSession(request);
    const event = await createEvent(request, admin.token);
    await page.goto('/');
    await openPanel(page);
    await expect(panel(page).getByText('Powered by Embedded Systems Design Club')).toBeVisible();
    await expect(panel(page).getByLabel('Type your message')).toBeFocused();
    await expect(panel(page).getByLabel('Type your message')).toHaveAttribute('placeholder', 'Type your message');

    await ask(page, 'When is the next event?');
    // The reply names an upcoming event and cites its page (whichever is soonest when other tests add events too).
    const cited = conversation(page).getByRole('list', { name: 'Sources' }).last().getByRole('link').first();
    await expect(cited).toHaveAttribute('href', /^\/events\/\d+$/);
    const title = (await cited.textContent())!.trim();
    await cited.click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // On a desktop the panel stays open beside the page.
    await expect(panel(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await request.delete(`/api/events/${event.id}`, { headers: bearer(admin.token) });
  });

  test("a member's conversation is kept while moving between pages, and restored from their history after a reload", async ({ page, request }) => {
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.goto('/');
    await openPanel(page);
    await ask(page, 'What events are coming up?');
    await panel(page).getByRole('button', { name: 'Close chatbot' }).click();
    await expect(panel(page)).toBeHidden();

    // Another page through the app's own navigation: the same conversation.
    await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await openPanel(page);
    await expect(conversation(page).getByText('What events are coming up?', { exact: true })).toHaveCount(1);

    // A new page load: the member's history is restored into the panel.
    await page.goto('/projects');
    await openPanel(page);
    await expect(conversation(page).getByText('What events are coming up?', { exact: true })).toHaveCount(1);
  });

  test("a quick action asks its question, and the reply's pages are links", async ({ page }) => {
    await page.goto('/');
    await openPanel(page);
    const quick = panel(page).getByRole('list', { name: 'Quick actions' }).getByRole('button');
    await expect(quick).toHaveText(['Events', 'Challenges', 'Resources', 'How to join?', 'Leaderboard', 'Contact']);
    await panel(page).getByRole('button', { name: 'How to join?' }).click();
    await expect(conversation(page).getByText('How do I join the club?', { exact: true }).first()).toBeVisible();
    await expect(conversation(page).getByRole('link', { name: '/register' }).first()).toHaveAttribute('href', '/register');
  });

  test('an empty or blank message is not sent, and Escape closes the panel with focus back on the button', async ({ page }) => {
    const asks: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/chatbot/ask')) asks.push(req.url());
    });
    await page.goto('/');
    await openPanel(page);
    const input = panel(page).getByLabel('Type your message');
    const send = panel(page).getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('    ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
    expect(asks).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(chatbotButton(page)).toBeFocused();
    await expect(chatbotButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the panel fills a 360 px screen (following a link closes it), and is 440 × 634 px on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/events');
    await openPanel(page);
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel(page).getByRole('button', { name: 'How to join?' }).click();
    await conversation(page).getByRole('link', { name: '/register' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(panel(page)).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    await openPanel(page);
    const box = (await panel(page).boundingBox())!;
    expect([box.width, box.height]).toEqual([440, 634]);
    // Bottom right, above the button.
    const button = (await chatbotButton(page).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(button.y);
  });

  test('an unanswered question is listed for the admin, who answers it with an FAQ entry the chatbot then answers with', async ({ page, request }) => {
    test.slow(); // the admin panel twice, with an axe scan each
    const word = unique('zorblax').toLowerCase();
    const question = `What is ${word}?`;
    const answer = `${word} is the club's name for its soldering night, held every Thursday in Lab B-204.`;
    await page.goto('/');
    await openPanel(page);
    await ask(page, question);
    await expect(conversation(page).getByText("Sorry, I couldn't find any information about that.").last()).toBeVisible();

    const admin = await adminSession(request);
    await signInBrowser(page, admin);
    await page.goto('/admin?tab=chatbot-unanswered');
    await expect(page.getByRole('tab', { name: 'Unanswered questions' })).toHaveAttribute('aria-selected', 'true');
    await page
      .getByRole('button', { name: `Add FAQ entry for ${question}` })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Add FAQ entry' });
    await expect(form.getByLabel('Question')).toHaveValue(question);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Add FAQ entry' }).click();
    await expect(form.getByText('Answer is required')).toBeVisible();
    await form.getByLabel('Answer').fill(answer);
    await form.getByLabel('Page').fill('/events');
    await form.getByRole('button', { name: 'Add FAQ entry' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('FAQ entry created')).toBeVisible();

    // Listed in the Chatbot FAQ tab, found by its search.
    await page.getByRole('tab', { name: 'Chatbot FAQ' }).click();
    await page.getByRole('searchbox', { name: 'Search FAQ entries' }).fill(word);
    await expect(page.getByRole('table', { name: 'FAQ entries' }).getByText(question)).toBeVisible();
    await expectNoA11yViolations(page);

    // Edited: the chatbot answers with the new words.
    const edited = `${answer} Bring your own flux.`;
    await page.getByRole('button', { name: `Edit FAQ entry ${question}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit FAQ entry' });
    await expect(editor.getByLabel('Answer')).toHaveValue(answer);
    await editor.getByLabel('Answer').fill(edited);
    await editor.getByRole('button', { name: 'Save FAQ entry' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText('FAQ entry saved')).toBeVisible();

    await openPanel(page);
    await ask(page, question);
    await expect(conversation(page).getByText(edited, { exact: false }).last()).toBeVisible();

    // Deleting it (confirmed) takes it out of the list.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await page.getByRole('button', { name: `Delete FAQ entry ${question}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('FAQ entry deleted')).toBeVisible();
    await expect(page.getByRole('table', { name: 'FAQ entries' })).toBeHidden();
  });

  test('a click on the button before the app has loaded opens the panel once it has', async ({ page, consoleErrors }) => {
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    await page.mainFrame().goto('/', { waitUntil: 'domcontentloaded' });
    await expect(chatbotButton(page)).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await chatbotButton(page).click();
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await waitForApp(page);
    await expect(panel(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the button is not shown while the chatbot feature is switched off', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('esdc:app-settings', JSON.stringify({ chatbot: false })));
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(chatbotButton(page)).toHaveCount(0);
  });

  test('axe: the landing page and the open panel with a reply and its links, light and dark, on a phone and on a desktop', async ({ page }) => {
    test.slow(); // the landing page's scans are long ones
    // One load, in the dark theme chosen before the app starts (the class is on <html> from the first paint); the
    // scans then switch theme and width in place.
    await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await scanEveryWay(page, 'the landing page');
    await openPanel(page);
    await panel(page).getByRole('button', { name: 'How to join?' }).click();
    // The reply's link is on screen at both widths (the panel fills a phone's screen).
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(conversation(page).getByRole('link', { name: '/register' }).first()).toBeVisible();
    }
    await scanEveryWay(page, 'the open chatbot panel');
  });
});
