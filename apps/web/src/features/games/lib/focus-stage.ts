/**
 * Moves keyboard focus to a game's playing area when play starts, and on small screens scrolls the
 * game into view so the board and its on-screen controls are visible together.
 */
export function focusStage(stage: HTMLElement | null): void {
  if (!stage) return;
  stage.focus({ preventScroll: true });
  const area = stage.closest('section') ?? stage;
  const rect = area.getBoundingClientRect();
  if (rect.bottom > window.innerHeight || rect.top < 0) area.scrollIntoView({ block: 'start' });
}
