/** Input and select look of the /users filter bar (SPEC §2 Community Members), tokens only. */
export const fieldClass =
  'h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-fg placeholder:text-muted transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30';
