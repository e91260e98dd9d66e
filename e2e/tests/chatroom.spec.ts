import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, scanEveryWay, signInBrowser, test, unique, waitForApp } from './fixtures';

/*
 * The chatroom (SPEC §5 Chat; docs/requirements.md §2 Chatroom) in real Chromium against the built server: two members
 * in two browsers see each other's messages and typing live, an edit shows "(edited)" to the other, an admin's delete
 * takes a message away for both; a visitor is asked to sign in; the page and the admin's Chat rooms tab pass axe in
 * light and dark, at 360 px and on a desktop.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The id of the room named `name` (the default rooms: General, Hardware, Software, Projects, Help). */
async function roomId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.get('/api/chat/rooms', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const rooms = ((await res.json()) as { data: { id: number; name: string }[] }).data;
  const room = rooms.find((r) => r.name === name);
  expect(room, `room ${name}`).toBeDefined();
  return room!.id;
}

/** Posts a message through the API. */
async function postViaApi(request: APIRequestContext, token: string, room: number, text: string): Promise<number> {
  const res = await request.post(`/api/chat/rooms/${room}/messages`, { headers: bearer(token), data: { text } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** A page in a browser of its own (its own storage), signed in as `user`. */
async function otherBrowser(browser: Browser, user: Parameters<typeof signInBrowser>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInBrowser(page, user);
  return page;
}

/** Opens /chatroom on a room and waits until the socket is connected. */
async function openChat(page: Page, room?: number) {
  await page.goto(room === undefined ? '/chatroom' : `/chatroom?room=${room}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chatroom' })).toBeVisible();
  await expect(page.locator('[data-chat-status="open"]')).toBeAttached();
}

/** The message log's entry holding `text`. */
const entry = (page: Page, text: string) => page.getByRole('log').getByRole('listitem').filter({ hasText: text });

test('two members chat live in General: messages, typing, an edit, and an admin deleting a message for both', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.slow(); // three browsers and a handful of live deliveries
  const ada = await registerViaApi(request);
  const bob = await registerViaApi(request);
  const admin = await adminSession(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInBrowser(page, ada);
  await openChat(page);
  const rooms = page.getByRole('navigation', { name: 'Rooms' });
  await expect(rooms.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Hardware', 'Software', 'Projects', 'Help']) await expect(rooms.getByRole('link', { name })).toBeVisible();

  const bobPage = await otherBrowser(browser, bob);
  await bobPage.setViewportSize({ width: 1280, height: 900 });
  await openChat(bobPage);
  await expect(page.getByRole('region', { name: /Online/ }).getByText(bob.name)).toBeVisible();

  // Ada types: Bob sees it; she sends with Enter: Bob gets the message, and her box empties and keeps the focus.
  const hello = unique('Hello from Ada ');
  const adaBox = page.getByRole('textbox', { name: 'Message' });
  await adaBox.fill(hello.slice(0, 8));
  await expect(bobPage.getByText(`${ada.name} is typing…`)).toBeVisible();
  await adaBox.fill(hello);
  await adaBox.press('Enter');
  await expect(entry(bobPage, hello)).toBeVisible();
  await expect(entry(bobPage, hello).getByText(ada.name)).toBeVisible();
  await expect(adaBox).toHaveValue('');
  await expect(adaBox).toBeFocused();
  await expect(entry(page, hello)).toHaveCount(1);

  // An empty message is not sent.
  await adaBox.press('Enter');
  await expect(page.getByText('Message cannot be empty')).toBeVisible();

  // Bob answers; Ada sees it.
  const reply = unique('Reply from Bob ');
  await bobPage.getByRole('textbox', { name: 'Message' }).fill(reply);
  await bobPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(entry(page, reply)).toBeVisible();

  // Ada edits her message: Bob sees the new text marked "(edited)".
  const edited = `${hello} (fixed)`;
  await entry(page, hello).getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('textbox', { name: 'Edit message' });
  await expect(editor).toBeFocused();
  await editor.fill(edited);
  await editor.press('Enter');
  await expect(entry(bobPage, edited).getByText('(edited)')).toBeVisible();
  await expect(entry(page, edited).getByText('(edited)')).toBeVisible();
  // Bob cannot edit or delete Ada's message.
  await expect(entry(bobPage, edited).getByRole('button')).toHaveCount(0);

  // The admin deletes Bob's message: it disappears for both.
  const adminPage = await otherBrowser(browser, admin);
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await openChat(adminPage);
  await entry(adminPage, reply)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(entry(adminPage, reply)).toHaveCount(0);
  await expect(entry(page, reply)).toHaveCount(0);
  await expect(entry(bobPage, reply)).toHaveCount(0);
  await expect(entry(bobPage, edited)).toBeVisible();

  await expectNoA11yViolations(page);
  expect(consoleErrors).toEqual([]);
  await bobPage.context().close();
  await adminPage.context().close();
});

test("a visitor sees 'Sign in to chat' with a link to sign in; with the chatroom switched off the page is blocked and the link gone", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/chatroom');
  await expect(page.getByRole('heading', { level: 1, name: 'Chatroom' })).toBeVisible();
  await expect(page.getByText('Sign in to chat')).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'More' }).click();
  await expect(main.getByRole('link', { name: 'Chatroom' })).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('esdc:app-settings', JSON.stringify({ chatroom: false })));
  await page.goto('/');
  await main.getByRole('button', { name: 'More' }).click();
  await expect(main.getByRole('link', { name: 'Forum' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Chatroom' })).toHaveCount(0);
  await page.goto('/chatroom');
  await expect(page.getByRole('heading', { level: 1, name: 'This feature is turned off' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('axe: the chatroom with messages and the Chat rooms tab, in light and dark, at 360 px and on a desktop', async ({ page, request }) => {
  test.slow(); // two pages, each scanned four ways, on a shared machine
  const admin = await adminSession(request);
  const member = await registerViaApi(request);
  const general = await roomId(request, member.token, 'General');
  const question = unique('Has anyone tried the new scope probes ');
  await postViaApi(request, member.token, general, `${question}? Try \`probe -x 10\` and **tell me**.`);
  await postViaApi(request, admin.token, general, 'Yes: see https://example.com/probes for the datasheet.');
  await signInBrowser(page, admin);
  // Each page is loaded once, in the dark theme chosen before the app starts (the class is on <html> from the first
  // paint); the scans switch theme and width in place.
  await page.addInitScript(() => localStorage.setItem('esdc:theme', 'dark'));
  await openChat(page, general);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('log').getByText(question)).toBeVisible();
  }
  await scanEveryWay(page, '/chatroom');

  await page.goto('/admin?tab=chat-rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  // A table on a desktop, cards on a phone: the room's description is on screen in both.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('Anything club related').filter({ visible: true }).first()).toBeVisible();
  }
  await scanEveryWay(page, 'the Chat rooms tab');
});

test('an admin adds a room, renames it, archives it (hidden from members, read-only for admins) and restores it', async ({ page, request, browser }) => {
  test.slow(); // two browsers, the admin panel and an axe scan
  const admin = await adminSession(request);
  const member = await registerViaApi(request);
  await signInBrowser(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin?tab=chat-rooms');
  const name = unique('Room ').slice(0, 30);
  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(dialog.getByText('Room name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Room name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Edit room ${name}` }).click();
  const renamed = `${name} 2`;
  const edit = page.getByRole('dialog', { name: `Edit room ${name}` });
  await edit.getByRole('textbox', { name: 'Room name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save Room' }).click();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();
  const id = await roomId(request, member.token, renamed);

  await renamedRow.getByRole('button', { name: `Archive room ${renamed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(renamedRow.getByText('Archived')).toBeVisible();
  await expectNoA11yViolations(page);

  // Members no longer see the room (its address opens General); the admin reads it and cannot post.
  const memberPage = await otherBrowser(browser, member);
  await openChat(memberPage, id);
  await expect(memberPage.getByRole('navigation', { name: 'Rooms' }).getByRole('link', { name: renamed })).toHaveCount(0);
  await expect(memberPage.getByRole('heading', { level: 2, name: /General/ })).toBeVisible();
  await openChat(page, id);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(renamed) })).toBeVisible();
  await expect(page.getByText('This room is archived')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();

  await page.goto('/admin?tab=chat-rooms');
  await page
    .getByRole('row')
    .filter({ hasText: renamed })
    .getByRole('button', { name: `Restore room ${renamed}` })
    .click();
  await expect(page.getByRole('row').filter({ hasText: renamed }).getByText('Open')).toBeVisible();
  await openChat(memberPage, id);
  await expect(memberPage.getByRole('heading', { level: 2, name: new RegExp(renamed) })).toBeVisible();
  await expect(memberPage.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await memberPage.context().close();
});
