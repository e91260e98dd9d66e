import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/** The value shown for one figure of a game's scoreboard (the <dd> after the <dt> named `label`). */
function stat(page: Page, game: string, label: string): Locator {
  return page
    .getByRole('region', { name: `${game} game` })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** The score in Snake's game-over message ('You hit the wall. Score N'). */
async function finalScore(page: Page): Promise<number> {
  const area = page.getByRole('application', { name: 'Snake game area' });
  await expect(area).toContainText(/\. Score \d+/);
  return Number(/\. Score (\d+)/.exec((await area.textContent()) ?? '')?.[1]);
}

/**
 * What the game's canvas shows: for each logical point (game units, e.g. 0–600 × 0–400 for Pong), whether the
 * pixel drawn there has the colour of the CSS custom property `token` (the theme colour the game draws that
 * object in). Read from the canvas's pixels, i.e. the picture the player sees.
 */
async function canvasShows(page: Page, stage: string, size: { width: number; height: number }, token: string, points: [number, number][]): Promise<boolean[]> {
  return page.evaluate(
    ({ stage, size, token, points }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[role="application"][aria-label="${stage}"] canvas`);
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) throw new Error(`no canvas in ${stage}`);
      // The token's colour as this browser paints it.
      const probe = document.createElement('canvas').getContext('2d');
      if (!probe) throw new Error('no 2d context');
      probe.fillStyle = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const sx = canvas.width / size.width;
      const sy = canvas.height / size.height;
      return points.map(([x, y]) => {
        const px = Math.min(canvas.width - 1, Math.floor(x * sx));
        const py = Math.min(canvas.height - 1, Math.floor(y * sy));
        const i = (py * canvas.width + px) * 4;
        return Math.abs((data[i] ?? 0) - (r ?? 0)) + Math.abs((data[i + 1] ?? 0) - (g ?? 0)) + Math.abs((data[i + 2] ?? 0) - (b ?? 0)) < 24;
      });
    },
    { stage, size, token, points },
  );
}

/** The first and last coordinate (of `coords`) where `shown` is true, or null when nothing matched. */
function extent(coords: number[], shown: boolean[]): [number, number] | null {
  const hits = coords.filter((_, i) => shown[i]);
  return hits.length === 0 ? null : [Math.min(...hits), Math.max(...hits)];
}

const range = (from: number, to: number, step: number) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

test.describe('games', () => {
  test('the hub lists six games, each with difficulty, players and year', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const href of ['/games/snake', '/games/tetris', '/games/pong', '/games/breakout', '/games/memory', '/games/simon']) {
      await expect(page.locator(`#main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText(/Easy|Medium/);
    // Members' scores go to the server; the browser keeps only the local best.
    await expect(page.getByRole('main')).toContainText("Signed-in members' scores are saved to each game's Top 10; your best also stays in this browser.");
    await expectNoA11yViolations(page);
  });

  test('Snake: start, pause and resume, steer up into the top wall, and the high score survives a reload', async ({ page }) => {
    await page.goto('/games/snake');
    await expect(page.getByRole('link', { name: 'Back to Games' })).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(stat(page, 'Snake', 'Length')).toHaveText('1');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Press P or Resume to continue.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    // From (10,10) heading right, turning up reaches the top wall within ten ticks.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Game Over', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('application', { name: 'Snake game area' })).toContainText(/You hit the wall\. Score \d+/);
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
    // The arrow key steered it: the head (drawn in --color-accent-text) ends in the top row, not at the right
    // edge of row 10 where it would have hit the wall without the turn. Cells are 20 px; sample their centres.
    const cells = range(0, 19, 1).flatMap((y) => range(0, 19, 1).map((x) => [x * 20 + 10, y * 20 + 10] as [number, number]));
    const head = await canvasShows(page, 'Snake game area', { width: 400, height: 400 }, '--color-accent-text', cells);
    const headCells = cells.filter((_, i) => head[i]).map(([x, y]) => [(x - 10) / 20, (y - 10) / 20]);
    expect(headCells).toHaveLength(1);
    expect(headCells[0]?.[1]).toBe(0);
    await expect(page.getByRole('region', { name: 'Top 10' }).getByRole('link', { name: 'Sign in to save your scores' })).toBeVisible();
    // Straight into the wall usually scores 0 (unless food lay on the way): a 0 is no 'New high score!' and sets
    // no record (it used to be celebrated).
    const score = await finalScore(page);
    if (score === 0) {
      await expect(page.getByText('New high score!')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('esdc:snakeHighScore'))).toBeNull();
    } else {
      expect(await page.evaluate(() => localStorage.getItem('esdc:snakeHighScore'))).toBe(String(score));
    }
    // A record an earlier game set survives a reload.
    await page.evaluate(() => localStorage.setItem('esdc:snakeHighScore', '30'));
    await page.reload();
    await expect(stat(page, 'Snake', 'High Score')).toHaveText('30');
    expect(await page.evaluate(() => localStorage.getItem('esdc:snakeHighScore'))).toBe('30');
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
    if ((await finalScore(page)) === 0) {
      // Straight into the wall scores 0: saved as played, but neither celebrated nor on the Top 10.
      await expect(page.getByText('New personal best!')).toHaveCount(0);
      await expect(page.getByText(/^You are #\d+$/)).toHaveCount(0);
      await expect(top10).not.toContainText(member.name);
    } else {
      await expect(page.getByText('New personal best!')).toBeVisible();
      await expect(page.getByText(/^You are #\d+$/)).toBeVisible();
    }
    // A real score is published.
    const saved = await request.post('/api/games/snake/scores', {
      headers: { authorization: `Bearer ${member.token}` },
      data: { score: 10, duration_ms: 20_000 },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await page.reload();
    await expect(top10).toContainText(member.name);
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Enter starts a game as soon as its page is open, without clicking the game area first', async ({ page }) => {
    for (const game of ['Snake', 'Tetris', 'Pong', 'Breakout']) {
      await page.goto(`/games/${game.toLowerCase()}`);
      const stage = page.getByRole('application', { name: `${game} game area` });
      await expect(stage.getByText('Ready to play?')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(stage.getByText('Ready to play?'), game).toBeHidden();
    }
  });

  test('Tetris: Enter starts, P pauses and resumes, and hard drops stack the well to Game Over', async ({ page, consoleErrors }) => {
    await page.goto('/games/tetris');
    const stage = page.getByRole('application', { name: 'Tetris game area' });
    const gameOver = stage.getByText('Game Over', { exact: true });
    await stage.focus();
    await page.keyboard.press('Enter');
    await expect(stage.getByText('Ready to play?')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();

    await page.keyboard.press('p');
    await expect(stage.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('p');
    await expect(stage.getByText('Paused', { exact: true })).toBeHidden();

    // A piece falls a row a second, so without input the first one alone takes ~18 s to land. Space
    // hard-drops: every piece lands at once in the middle columns, and the stack reaches the top in a few dozen.
    for (let i = 0; i < 60 && !(await gameOver.isVisible()); i += 1) await page.keyboard.press('Space');
    await expect(gameOver).toBeVisible();
    // Pieces stacked in the middle never fill a row: no lines, no points.
    await expect(stage).toContainText('Score 0 · 0 lines');
    await expect(stat(page, 'Tetris', 'Lines')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Pong, two players: W moves the left paddle to the top and ↓ the right one to the bottom', async ({ page, consoleErrors }) => {
    await page.goto('/games/pong');
    await page.getByRole('button', { name: '2 Players' }).click();
    await expect(page.getByRole('button', { name: '2 Players' })).toHaveAttribute('aria-pressed', 'true');
    await expect(stat(page, 'Pong', 'Left player')).toHaveText('0');
    await expect(stat(page, 'Pong', 'Right player')).toHaveText('0');
    const stage = page.getByRole('application', { name: 'Pong game area' });
    await stage.focus();
    await page.keyboard.press('Enter');
    await expect(stage.getByText('Ready to play?')).toBeHidden();
    await expect(page.getByRole('button', { name: '1 Player' })).toBeDisabled();

    // Paddles (80 px tall, 600 × 400 court) start centred: tops at 160. Sample the columns they are drawn in.
    const ys = range(0, 398, 2);
    const court = { width: 600, height: 400 };
    const left = async () =>
      extent(
        ys,
        await canvasShows(
          page,
          'Pong game area',
          court,
          '--color-accent',
          ys.map((y) => [25, y]),
        ),
      );
    const right = async () =>
      extent(
        ys,
        await canvasShows(
          page,
          'Pong game area',
          court,
          '--color-hero-to',
          ys.map((y) => [575, y]),
        ),
      );
    const centred = (e: [number, number] | null) => e !== null && e[0] >= 156 && e[0] <= 166 && e[1] >= 234 && e[1] <= 244;
    expect(centred(await left())).toBe(true);
    expect(centred(await right())).toBe(true);

    await page.keyboard.down('w');
    await expect.poll(left, { timeout: 5_000 }).toEqual([0, expect.any(Number)]);
    await page.keyboard.up('w');
    expect((await left())?.[1]).toBeLessThanOrEqual(82);
    expect(centred(await right())).toBe(true);

    await page.keyboard.down('ArrowDown');
    await expect.poll(async () => (await right())?.[1], { timeout: 5_000 }).toBeGreaterThanOrEqual(396);
    await page.keyboard.up('ArrowDown');
    expect((await left())?.[0]).toBe(0);
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Breakout: Enter serves, the arrows slide the paddle, and the ball breaks a brick', async ({ page, consoleErrors }) => {
    await page.goto('/games/breakout');
    await expect(stat(page, 'Breakout', 'Bricks')).toHaveText('50');
    const stage = page.getByRole('application', { name: 'Breakout game area' });
    await stage.focus();
    await page.keyboard.press('Enter');
    await expect(stage.getByText('Ready to play?')).toBeHidden();

    // The paddle (100 px wide, 600 × 500 field) is drawn at y 460–472, starting centred (x 250–350).
    const xs = range(0, 598, 2);
    const paddle = async () =>
      extent(
        xs,
        await canvasShows(
          page,
          'Breakout game area',
          { width: 600, height: 500 },
          '--color-accent',
          xs.map((x) => [x, 466]),
        ),
      );
    const start = await paddle();
    expect(start?.[0]).toBeGreaterThanOrEqual(246);
    expect(start?.[1]).toBeLessThanOrEqual(352);

    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await paddle())?.[0], { timeout: 5_000 }).toBeLessThanOrEqual(4);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await paddle())?.[1], { timeout: 5_000 }).toBeGreaterThanOrEqual(594);
    await page.keyboard.up('ArrowRight');

    // Served up into the wall of bricks, the ball breaks one: 10 points.
    await expect(stat(page, 'Breakout', 'Score')).not.toHaveText('0', { timeout: 10_000 });
    await expect(stat(page, 'Breakout', 'Bricks')).not.toHaveText('50');
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Memory Match: cards turn over, moves and pairs count, and matching all eight pairs ends the game', async ({ page }) => {
    test.slow(); // each mismatch stays face up for a second
    await page.goto('/games/memory');
    const moves = stat(page, 'Memory Match', 'Moves');
    const pairs = stat(page, 'Memory Match', 'Pairs');
    await expect(moves).toHaveText('0');
    await expect(pairs).toHaveText('0/8');
    await page.getByRole('button', { name: 'Start Game' }).click();

    const card = (n: number) => page.locator(`[data-card="${n}"]`);
    const flip = async (n: number): Promise<string> => {
      await expect(card(n)).toHaveAccessibleName(`Card ${n}, face down`);
      await card(n).click();
      await expect(card(n)).not.toHaveAccessibleName(`Card ${n}, face down`);
      const name = (await card(n).getAttribute('aria-label')) ?? '';
      return name.replace(/^Card \d+, /, '').replace(/, matched$/, '');
    };

    // Turn cards in order, remembering faces: a card whose partner was seen is matched at once.
    const seen = new Map<string, number>(); // face → the position it was seen at, not yet matched
    const matched = new Set<number>();
    let count = 0;
    const unseen = () => range(1, 16, 1).filter((n) => !matched.has(n) && ![...seen.values()].includes(n));
    /** Turns the second card of a move. */
    const move = async (b: number) => {
      const face = await flip(b);
      count += 1;
      await expect(moves).toHaveText(String(count));
      return face;
    };
    const matchedPair = async (a: number, b: number) => {
      await expect(card(a)).toHaveAccessibleName(/, matched$/);
      await expect(card(b)).toHaveAccessibleName(/, matched$/);
      matched.add(a).add(b);
      for (const [face, n] of seen) if (n === a || n === b) seen.delete(face);
      await expect(pairs).toHaveText(`${matched.size / 2}/8`);
    };

    while (matched.size < 16) {
      const a = unseen()[0] as number;
      const faceA = await flip(a);
      if (count === 0) await expect(moves).toHaveText('0'); // one card is not a move
      const partner = seen.get(faceA);
      if (partner !== undefined) {
        await move(partner);
        await matchedPair(a, partner);
        continue;
      }
      const b = unseen().find((n) => n !== a) as number;
      const faceB = await move(b);
      if (faceA === faceB) {
        await matchedPair(a, b);
        continue;
      }
      // A mismatch turns back after a second.
      await expect(card(a)).toHaveAccessibleName(`Card ${a}, face down`);
      await expect(card(b)).toHaveAccessibleName(`Card ${b}, face down`);
      const partnerB = seen.get(faceB);
      seen.set(faceA, a).set(faceB, b);
      if (partnerB !== undefined) {
        // b's partner was seen earlier: turn the two now.
        await flip(partnerB);
        await move(b);
        await matchedPair(partnerB, b);
      }
    }

    await expect(page.getByText('All pairs matched!')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${count} moves`);
    await expect(pairs).toHaveText('8/8');
    await expect(stat(page, 'Memory Match', 'Best Moves')).toHaveText(String(count));
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('Simon Says: a round plays a pad, repeating it scores, and a wrong pad ends the game', async ({ page, consoleErrors }) => {
    await page.goto('/games/simon');
    for (const colour of ['Green', 'Red', 'Yellow', 'Blue']) {
      await expect(page.getByRole('button', { name: colour, exact: true })).toBeVisible();
    }
    // Record what the game's live region says: each pad lit during playback is announced by its colour.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { simonSaid: string[] }).simonSaid = said;
      for (const region of Array.from(document.querySelectorAll('[aria-live="polite"]'))) {
        new MutationObserver(() => said.push((region.textContent ?? '').replace(/\u200b/g, ''))).observe(region, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      }
    });
    const played = async (n: number) => {
      const said = await page.evaluate(() => (window as unknown as { simonSaid: string[] }).simonSaid);
      return said.filter((s) => /^(Green|Red|Yellow|Blue)$/.test(s)).slice(-n);
    };
    const status = page.getByRole('region', { name: 'Simon Says game' }).getByText(/^(Press Start Game|Watch and listen|Your turn|Wrong pad|Game over)/);
    const score = stat(page, 'Simon Says', 'Score');
    const round = stat(page, 'Simon Says', 'Round');

    await expect(round).toHaveText('0');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(round).toHaveText('1');
    await expect(status).toHaveText('Watch and listen…');
    await expect(page.getByRole('button', { name: 'Green', exact: true })).toHaveAttribute('aria-disabled', 'true');

    // Round 1: one pad is played, then it is our turn; pressing it scores a point and adds a step.
    await expect(status).toHaveText('Your turn: step 1 of 1');
    const [one] = await played(1);
    expect(one).toMatch(/^(Green|Red|Yellow|Blue)$/);
    await page.getByRole('button', { name: one, exact: true }).click();
    await expect(score).toHaveText('1');
    await expect(round).toHaveText('2');

    // Round 2: the same first pad, then a new one.
    await expect(status).toHaveText('Your turn: step 1 of 2');
    const sequence = await played(2);
    expect(sequence[0]).toBe(one);
    await expectNoA11yViolations(page);
    await page.keyboard.press(String(['Green', 'Red', 'Yellow', 'Blue'].indexOf(one as string) + 1)); // the pad's hotkey
    await expect(status).toHaveText('Your turn: step 2 of 2');
    const expected = sequence[1] as string;
    const wrong = ['Green', 'Red', 'Yellow', 'Blue'].find((c) => c !== expected) as string;
    await page.getByRole('button', { name: wrong, exact: true }).click();
    await expect(status).toHaveText(`Wrong pad: you pressed ${wrong}, it was ${expected}.`);
    await expect(page.getByText('Game Over', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
    await expect(score).toHaveText('1');
    await expect(stat(page, 'Simon Says', 'High Score')).toHaveText('1');
    expect(consoleErrors).toEqual([]);
  });
});
