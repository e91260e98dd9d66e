import { describe, expect, it } from 'vitest';
import { showingCount } from './showing-count';

describe("showingCount ('Showing X of Y users')", () => {
  it('counts the members matching the filters out of every member in the directory', () => {
    expect(showingCount(8, 11)).toBe('Showing 8 of 11 users');
    expect(showingCount(1300, 1300)).toBe('Showing 1,300 of 1,300 users');
    expect(showingCount(1, 11)).toBe('Showing 1 of 11 users');
  });

  it('uses the matching count while the directory total is not known yet, and never shows fewer in all than match', () => {
    expect(showingCount(8, undefined)).toBe('Showing 8 of 8 users');
    expect(showingCount(9, 8)).toBe('Showing 9 of 9 users');
  });

  it("says nothing when none match (the empty state does), never 'Showing 0 of 0'", () => {
    expect(showingCount(0, 11)).toBe('');
  });
});
