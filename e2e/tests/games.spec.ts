import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

const GAMES = [
  { path: '/games/snake', name: 'Snake', keys: ['ArrowDown', 'ArrowLeft'] },
  { path: '/games/tetris', name: 'Tetris', keys: ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'Space'] },
  { path: '/games/pong', name: 'Pong', keys: ['ArrowUp', 'ArrowDown'] },
  { path: '/games/breakout', name: 'Breakout', keys: ['ArrowLeft', 'ArrowRight'] },
];

test.describe('games', () => {
  test('the hub lists six games, each with difficulty, players and year', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const href of ['/games/snake', '/games/tetris', '/games/pong', '/games/breakout', '/games/memory', '/games/simon']) {
      await expect(page.locator(`#main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText(/Easy|Medium/);
    await expectNoA11yViolations(page);
  });

  test('Snake: start, pause and resume, steer into a wall, and the high score survives a reload', async ({ page }) => {
    await page.goto('/games/snake');
    await expect(page.getByRole('link', { name: 'Back to Games' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Press P or Resume to continue.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    // From (10,10) heading right, turning up reaches the top wall within ten ticks.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Game Over', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top 10' }).getByRole('link', { name: 'Sign in to save your scores' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('esdc:snakeHighScore'));
    expect(stored).not.toBeNull();
    await page.reload();
    await expect(page.getByText('High Score').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('esdc:snakeHighScore'))).toBe(stored);
    await expectNoA11yViolations(page);
  });

  test('Snake, signed in: a finished game is saved and the member shows in the Top 10 panel', async ({ page, request, consoleErrors }) => {
    const member = await registerViaApi(request, { name: unique('Sam Snake ') });
    await signInBrowser(page, member);
    await page.goto('/games/snake');
    const top10 = page.getByRole('region', { name: 'Top 10' });
    await expect(top10).toBeVisible();
    await expect(top10).not.toContainText(member.name);
    await expect(top10.getByRole('link', { name: 'Sign in to save your scores' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Game Over', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Score saved')).toBeVisible();
    await expect(page.getByText('New personal best!')).toBeVisible();
    await expect(page.getByText(/^You are #\d+$/)).toBeVisible();
    await expect(top10).toContainText(member.name);
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  for (const game of GAMES.slice(1)) {
    test(`${game.name}: starts and takes keyboard input`, async ({ page, consoleErrors }) => {
      await page.goto(game.path);
      await expect(page.getByRole('link', { name: 'Back to Games' })).toBeVisible();
      await page.getByRole('button', { name: 'Start Game' }).click();
      await expect(page.getByRole('button', { name: 'Start Game' })).toBeHidden();
      for (const key of game.keys) await page.keyboard.press(key);
      if (game.name === 'Tetris') {
        await page.getByRole('button', { name: 'Pause' }).click();
        await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
        await page.getByRole('button', { name: 'Resume' }).click();
      }
      await expectNoA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Memory Match: flipping two cards counts a move', async ({ page }) => {
    await page.goto('/games/memory');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('button', { name: /^Card 1,/ }).click();
    await page.getByRole('button', { name: /^Card 2,/ }).click();
    await expect(page.getByRole('main')).toContainText('Moves');
    await expectNoA11yViolations(page);
  });

  test('Simon Says: starts a round with four named pads', async ({ page }) => {
    await page.goto('/games/simon');
    for (const colour of ['Green', 'Red', 'Yellow', 'Blue']) {
      await expect(page.getByRole('button', { name: new RegExp(colour, 'i') }).first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expectNoA11yViolations(page);
  });
});
