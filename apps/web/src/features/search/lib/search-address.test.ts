import { describe, expect, it } from 'vitest';
import { readSearchAddress, searchAddressParams } from './search-address';

describe('the search address', () => {
  it('reads q, category and page, falling back for anything unknown', () => {
    expect(readSearchAddress(new URLSearchParams('q=%20esp32%20&category=blogs&page=3'))).toEqual({ q: 'esp32', category: 'blogs', page: 3 });
    expect(readSearchAddress(new URLSearchParams(''))).toEqual({ q: '', category: 'all', page: 1 });
    expect(readSearchAddress(new URLSearchParams('category=gossip&page=-2'))).toEqual({ q: '', category: 'all', page: 1 });
    expect(readSearchAddress(new URLSearchParams('page=abc'))).toMatchObject({ page: 1 });
    expect(readSearchAddress(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchAddressParams({ q: 'dma', category: 'all', page: 1 }).toString()).toBe('q=dma');
    expect(searchAddressParams({ q: 'dma timers', category: 'courses', page: 2 }).toString()).toBe('q=dma+timers&category=courses&page=2');
    expect(searchAddressParams({ q: '', category: 'all', page: 1 }).toString()).toBe('');
  });
});
