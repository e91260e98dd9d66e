import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, waitForApp } from './fixtures';

/*
 * A member's email address (SPEC §2 Community Members): other members see it in the directory only once the member
 * chooses to show it in Edit Profile.
 */
test('a member shows their email to other members from Edit Profile', async ({ page, browser, request }) => {
  const member = await registerViaApi(request, { name: 'Privacy Pat' });
  const viewer = await registerViaApi(request);

  const other = await browser.newPage();
  await signInBrowser(other, viewer);
  const directory = async () => {
    await other.goto(`/users?q=${member.username}`);
    await waitForApp(other);
    await expect(other.getByRole('main')).toContainText('Privacy Pat');
  };
  await directory();
  await expect(other.getByRole('main')).not.toContainText(member.email);

  await signInBrowser(page, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const show = dialog.getByRole('checkbox', { name: 'Show my email address to other members' });
  await expect(show).not.toBeChecked();
  await show.check();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  await directory();
  await expect(other.getByRole('main')).toContainText(member.email);
  await other.close();
});
