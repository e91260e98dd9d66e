import { expect, test, type Page } from '@playwright/test';
import { adminSession, expectNoA11yViolations, registerViaApi, signInBrowser, unique } from './fixtures';

/*
 * Image uploads in Chromium: a member uploads a project image in Create Project (preview, progress,
 * refusal in the server's words), sees it as the cover on the card and the project page, and uploads an avatar.
 */

/** A PNG drawn on a canvas in the page (real image bytes, no fixture file). */
async function drawPng(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#ffffff';
      g.fillRect(width / 4, height / 4, width / 2, height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { width, height, colour },
  );
  return Buffer.from(bytes);
}

/** Whether an <img> has loaded real pixels. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('image uploads', () => {
  test('a member uploads a project image in Create Project and sees it on the card and the project page', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await signInBrowser(page, user);
    const title = unique('Camera trap ');
    await page.goto('/my-projects');
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A PIR-triggered camera that uploads photos of wildlife over LTE.');
    await dialog.getByLabel('Category').selectOption('IoT');

    const field = dialog.getByRole('group', { name: 'Project Images' });
    await expect(field.getByRole('button', { name: 'Choose images' })).toBeVisible();
    const input = dialog.locator('#create-project-images');

    // HTML named .png is refused in the server's words, and nothing is added.
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') });
    await expect(field.getByRole('alert')).toContainText('photo.png: The file is not a supported image');
    await field.getByRole('button', { name: 'Dismiss photo.png' }).click();
    await expect(field.getByRole('alert')).toHaveCount(0);

    // Two real images: both show, the first is the cover, one can be removed.
    const uploaded = field.getByRole('list', { name: 'Project Images: uploaded' });
    await input.setInputFiles({ name: 'trap.png', mimeType: 'image/png', buffer: await drawPng(page, 1200, 675, '#0369a1') });
    await expect(uploaded.getByRole('img', { name: /^Image \d$/ })).toHaveCount(1, { timeout: 15_000 });
    await input.setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: await drawPng(page, 800, 600, '#7c3aed') });
    await expect(uploaded.getByRole('img', { name: /^Image \d$/ })).toHaveCount(2, { timeout: 15_000 });
    await expect(uploaded.getByRole('button', { name: /^Cover/ })).toHaveCount(1);
    await expectNoA11yViolations(page);
    await uploaded.getByRole('button', { name: 'Remove image 2' }).click();
    await expect(uploaded.getByRole('img', { name: /^Image \d$/ })).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Project created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    // The card shows the uploaded cover as a responsive picture with its size.
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const img = card.locator('picture img');
    await expect(img).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\/card\.webp$/);
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '360');
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /thumbnail\.avif 160w, .*card\.avif 640w, .*full\.avif 1200w/);
    await expect.poll(() => card.locator('picture img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await expectNoA11yViolations(page);

    // The public list shows it too, and the project page shows it as its hero.
    await page.goto('/projects');
    await expect(page.locator('article').filter({ hasText: title }).locator('picture img')).toHaveAttribute('src', /\/media\//);
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => loaded(page, 'main article picture img')).toBe(true);
    await expectNoA11yViolations(page);
  });

  test('a member uploads an avatar in the profile editor', async ({ page, request }) => {
    const user = await registerViaApi(request, { name: 'Ava Uploader' });
    await signInBrowser(page, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    const field = dialog.getByRole('group', { name: 'Avatar' });
    await dialog.locator('#profile-avatar-upload').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page, 400, 400, '#15803d') });
    await expect(field.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Your avatar is a picture you uploaded.')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    const avatar = page.getByRole('main').getByRole('img', { name: "Ava Uploader's avatar" }).first();
    await expect(avatar).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\/thumbnail\.webp$/);
    await expect.poll(() => avatar.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await expectNoA11yViolations(page);
  });

  test("an admin adds an image to a member's project from the admin project form", async ({ page, request }) => {
    const admin = await adminSession(request);
    const owner = await registerViaApi(request);
    const title = `Admin image ${owner.username}`;
    const created = await request.post('/api/projects', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { title, description: 'A project whose picture the admin adds in this test.', category: 'IoT' },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;

    await signInBrowser(page, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /Projects/ }).click();
    await page.locator('#admin-projects-search').fill(owner.username);
    await page
      .getByRole('button', { name: `Edit ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#edit-project-images').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: await drawPng(page, 900, 500, '#a16207') });
    await expect(dialog.getByRole('list', { name: 'Project Images: uploaded' }).getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    const project = await request.get(`/api/projects/${id}`);
    const body = (await project.json()) as { data: { images: unknown[]; cover_image: { variants: { name: string }[] } | null } };
    expect(body.data.images).toHaveLength(1);
    expect(body.data.cover_image?.variants.map((v) => v.name)).toEqual(['thumbnail', 'card', 'full']);
  });
});
