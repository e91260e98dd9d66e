import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampOffset, usePagedOffset } from './use-paged-offset';

describe('clampOffset', () => {
  it('keeps the offset of a page that shows rows', () => {
    expect(clampOffset(40, 20, 57, 17)).toBe(40);
    expect(clampOffset(0, 20, 57, 20)).toBe(0);
  });

  it('moves an emptied later page back to the last page that has rows', () => {
    // The only row of page 3 (offset 40) was deleted: 40 rows remain, pages 1 and 2.
    expect(clampOffset(40, 20, 40, 0)).toBe(20);
    // Many rows went at once: back to the first page.
    expect(clampOffset(60, 20, 5, 0)).toBe(0);
    expect(clampOffset(40, 20, 41, 0)).toBe(40);
  });

  it('goes to the first page when nothing is left at all', () => {
    expect(clampOffset(40, 20, 0, 0)).toBe(0);
    expect(clampOffset(0, 20, 0, 0)).toBe(0);
  });
});

describe('usePagedOffset', () => {
  it('starts on the first page and moves to the offset asked for', () => {
    const { result } = renderHook(() => usePagedOffset('["", ""]'));
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](20));
    expect(result.current[0]).toBe(20);
  });

  it('goes back to the first page when the filters change, and stays with the new filters', () => {
    const { result, rerender } = renderHook(({ key }) => usePagedOffset(key), { initialProps: { key: '["", ""]' } });
    act(() => result.current[1](40));
    rerender({ key: '["grace", ""]' });
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](20));
    expect(result.current[0]).toBe(20);
    rerender({ key: '["grace", ""]' });
    expect(result.current[0]).toBe(20);
  });
});
