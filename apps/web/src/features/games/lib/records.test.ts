import { describe, expect, it } from 'vitest';
import { beatsRecord, readRecord, saveRecord } from './records';

describe('game records in this browser', () => {
  it("never celebrates a score of 0 as a new high score, even the first game's", () => {
    expect(beatsRecord(0, null, 'higher')).toBe(false);
    expect(beatsRecord(0, 0, 'higher')).toBe(false);
    expect(beatsRecord(5, null, 'higher')).toBe(true);
    expect(beatsRecord(5, 5, 'higher')).toBe(false);
    expect(beatsRecord(6, 5, 'higher')).toBe(true);
  });

  it('keeps lower-is-better records (Memory Match) as they were: the first finished game sets one', () => {
    expect(beatsRecord(30, null, 'lower')).toBe(true);
    expect(beatsRecord(20, 30, 'lower')).toBe(true);
    expect(beatsRecord(30, 30, 'lower')).toBe(false);
  });

  it('stores nothing for a 0 and the score once one is made', () => {
    localStorage.removeItem('records-test-high');
    expect(saveRecord('records-test-high', 0, 'higher')).toBe(false);
    expect(readRecord('records-test-high')).toBeNull();
    expect(saveRecord('records-test-high', 40, 'higher')).toBe(true);
    expect(readRecord('records-test-high')).toBe(40);
  });
});
