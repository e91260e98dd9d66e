import { adminSession, expect, expectNoA11yViolations, signInBrowser, test, unique } from './fixtures';

/*
 * The club's links (SPEC §1 Landing: Join Us opens the club's group chat; Get In Touch links the community chat group):
 * an admin sets the chat-group link in /admin's Club Links tab, and the landing page's Join Us and Get In Touch use it;
 * an unset link is not shown. One test, because the links are the whole site's.
 */

test('an admin sets the chat-group link and the landing shows it; unset, Join Us and the chat group are hidden', async ({ page, request, consoleErrors }) => {
  test.slow(); // three pages, each with an axe scan
  const admin = await adminSession(request);
  const bearer = { authorization: `Bearer ${admin.token}` };
  // Start from nothing set.
  expect((await request.put('/api/admin/club/links', { headers: bearer, data: {} })).status()).toBe(200);

  const invite = `https://chat.example.org/invite/${unique('esdc').replace(/[^a-z0-9]/gi, '')}`;
  await signInBrowser(page, { ...admin, role: 'admin' });
  await page.goto('/admin?tab=club-links');
  const form = page.getByRole('form', { name: 'Club links' });
  await expect(form.getByLabel('Chat group link')).toHaveValue('');
  // Only http(s) addresses: anything else is refused with the schema's message.
  await form.getByLabel('Chat group link').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save links' }).click();
  await expect(form.getByText('Chat group link must be a valid URL')).toBeVisible();
  await form.getByLabel('Chat group link').fill(invite);
  await form.getByLabel('Contact email').fill('hello@esdc.example.org');
  await form.getByRole('button', { name: 'Save links' }).click();
  await expect(form.getByRole('status')).toHaveText('Club links saved');
  await expectNoA11yViolations(page);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Join Us/ })).toHaveAttribute('href', invite);
  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: /Join the chat group/ })).toHaveAttribute('href', invite);
  await expect(contact.getByRole('link', { name: 'hello@esdc.example.org' })).toHaveAttribute('href', 'mailto:hello@esdc.example.org');
  // The code host is unset: not shown.
  await expect(contact.getByRole('heading', { name: 'Source code' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Unset everything: neither Join Us nor the chat group shows, and no placeholder invite anywhere.
  expect((await request.put('/api/admin/club/links', { headers: bearer, data: {} })).status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Join Us/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Join the chat group/ })).toHaveCount(0);
  await expect(page.locator('a[href*="chat.whatsapp.com"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});
