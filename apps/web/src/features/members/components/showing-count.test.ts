import { describe, expect, it } from 'vitest';
import { showingCount } from './showing-count';

describe("showingCount ('Showing X of Y users')", () => {
  it('counts the loaded members out of all that match the filters', () => {
    expect(showingCount(20, 1300)).toBe('Showing 20 of 1,300 users');
    expect(showingCount(8, 8)).toBe('Showing 8 of 8 users');
    expect(showingCount(1, 1)).toBe('Showing 1 of 1 users');
  });

  it("says nothing when none match (the empty state does), never 'Showing 0 of 0'", () => {
    expect(showingCount(0, 0)).toBe('');
  });
});
