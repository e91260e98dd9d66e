import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

test.describe('admin panel', () => {
  test('an admin creates, suspends, reactivates and deletes a member, and edits a project', async ({ page, request }) => {
    test.slow();
    const admin = await adminSession(request);
    await signInBrowser(page, admin);
    const username = unique('ada');
    const email = `${username}@example.com`;

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByText('Active Rate')).toBeVisible();
    await expectNoA11yViolations(page);

    // Create User: each validation message on bad input, then success.
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Al');
    await dialog.getByLabel('Username', { exact: true }).fill('ab');
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('different');
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.locator('#create-user-name-error')).toHaveText('Name must be at least 3 characters long');
    await expect(dialog.locator('#create-user-username-error')).toHaveText('Username must be at least 3 characters long');
    await expect(dialog.locator('#create-user-email-error')).toHaveText('Invalid email format');
    await expectNoA11yViolations(page);

    await dialog.getByLabel('Name', { exact: true }).fill('Ada Admin-Made');
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('member-pass-1');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('member-pass-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog).toBeHidden();
    await page.locator('#admin-users-search').fill(username);
    await expect(page.getByRole('button', { name: 'Edit Ada Admin-Made' }).first()).toBeVisible();

    // The new member signs in elsewhere; their session works.
    const login = await request.post('/api/user/login', { data: { email, password: 'member-pass-1' } });
    expect(login.ok()).toBe(true);
    const memberToken = ((await login.json()) as { data: { token: string } }).data.token;
    const asMember = { headers: { authorization: `Bearer ${memberToken}` } };
    expect((await request.get('/api/user/profile', asMember)).status()).toBe(200);

    // Suspend with a reason: their open session is rejected on the next call.
    await page.getByRole('button', { name: 'Edit Ada Admin-Made' }).first().click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Status').selectOption('suspended');
    await edit.getByLabel('Suspension reason').fill('Spamming the forum');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('main')).toContainText(/Suspended/);
    expect((await request.get('/api/user/profile', asMember)).status()).toBe(401);

    // Reactivate.
    await page.getByRole('button', { name: 'Edit Ada Admin-Made' }).first().click();
    await page.getByRole('dialog').getByLabel('Status').selectOption('active');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const relogin = await request.post('/api/user/login', { data: { email, password: 'member-pass-1' } });
    expect(relogin.ok()).toBe(true);

    // Edit a project (one this test owns, made through the API by another member).
    const owner = await registerViaApi(request);
    const title = `Admin-edited ${owner.username}`;
    const created = await request.post('/api/projects', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { title, description: 'A project that the admin will rename in this test.', category: 'IoT' },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('tab', { name: /Projects/ }).click();
    await page.locator('#admin-projects-search').fill(owner.username);
    await page
      .getByRole('button', { name: `Edit ${title}` })
      .first()
      .click();
    await page.getByRole('dialog').getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('main')).toContainText(`${title} v2`);
    await expectNoA11yViolations(page);

    // Delete the member after the confirmation.
    await page.getByRole('tab', { name: /Users/ }).click();
    await page.locator('#admin-users-search').fill(username);
    await page.getByRole('button', { name: 'Delete Ada Admin-Made' }).first().click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this user?');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Ada Admin-Made' })).toHaveCount(0);

    // The audit log lists what happened.
    await page.getByRole('tab', { name: /Audit/ }).click();
    await expect(page.getByRole('main')).toContainText(/suspended/i);
    // Names and readable changes, never raw JSON or 'user #11'.
    await expect(page.getByRole('main')).toContainText(`${title} v2`);
    // The deleted member's entries show 'Former member', and their name is erased from the log.
    await expect(page.getByRole('main')).toContainText('Former member');
    await expect(page.getByRole('main')).not.toContainText('Ada Admin-Made');
    await expect(page.getByRole('main')).toContainText('Status: active → suspended');
    await expect(page.getByRole('main')).not.toContainText('{"');
    await expect(page.getByRole('main')).toContainText('Every admin and moderator action, newest first.');
    await expectNoA11yViolations(page);

    // Every kind of target is named in words, with its fields named and a price shown as money.
    const productName = `Audited board ${username}`;
    const product = await request.post('/api/products', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { name: productName, description: 'A board whose listing the audit log names.', category: 'Hardware', price_cents: 950, stock: 3 },
    });
    expect(product.status()).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: /Audit/ }).click();
    await page.getByLabel('Action').selectOption({ label: 'Product created' });
    const main = page.getByRole('main');
    await expect(main).toContainText(productName);
    await expect(main).toContainText('Price: $9.50');
    await expect(main).not.toContainText(/Price cents|Seller id|deleted product/);
    await expectNoA11yViolations(page);
  });

  test('an admin creates a project for a member, picked by name in the Owner combobox', async ({ page, request }) => {
    const member = await registerViaApi(request, { name: `Owen Owner ${Date.now()}` });
    const title = `Owned by ${member.username}`;
    await signInBrowser(page, await adminSession(request));
    await page.goto('/admin');
    await page.getByRole('tab', { name: /Projects/ }).click();
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog');
    const owner = dialog.getByRole('combobox', { name: 'Owner' });
    await owner.fill(member.username);
    await expect(dialog.getByRole('option', { name: new RegExp(member.email) })).toBeVisible();
    await expectNoA11yViolations(page);
    await owner.press('ArrowDown');
    await owner.press('Enter');
    await expect(dialog.getByRole('button', { name: `Change owner (${member.name})` })).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Created by an admin on behalf of a member in this test.');
    await dialog.getByLabel('Category').selectOption('IoT');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog).toBeHidden();
    const list = await request.get(`/api/projects?q=${encodeURIComponent(member.username)}`);
    const projects = (await list.json()) as { data: { title: string; user_id: number }[] };
    expect(projects.data.map((p) => [p.title, p.user_id])).toEqual([[title, member.id]]);
  });

  test("the directory's Add User opens the admin's create-user form", async ({ page, request }) => {
    await signInBrowser(page, await adminSession(request));
    await page.goto('/users');
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Create User' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/create=user/);
  });

  test('a member sees Access Denied on /admin, and the admin API refuses them', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.goto('/admin');
    await expect(page.getByText('Access Denied: You do not have permission to access the admin panel.')).toBeVisible();
    await expectNoA11yViolations(page);
    const res = await request.get('/api/admin/users', { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status()).toBe(403);
  });
});
