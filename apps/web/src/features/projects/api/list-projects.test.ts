import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { fetchProjects, projectPagesOptions } from './list-projects';

/** Serves `total` projects from a stubbed `GET /api/projects`, honouring limit and offset as the server does. */
function stubProjects(total: number, withMeta = true) {
  const asked: { limit: string | null; offset: string | null; tag: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    asked.push({ limit: url.searchParams.get('limit'), offset: url.searchParams.get('offset'), tag: url.searchParams.get('tag') });
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ id: offset + i + 1, title: `Project ${offset + i + 1}` }));
    return jsonResponse(200, { success: true, data: items, ...(withMeta ? { meta: { total, limit, offset } } : {}) });
  });
  return asked;
}

describe('projects paging ("Load more")', () => {
  it('loads page after page by offset until the total is reached, then has no next page', async () => {
    const asked = stubProjects(30);
    const client = new QueryClient();
    const options = projectPagesOptions({ tag: 'iot' }, 12);
    await client.fetchInfiniteQuery(options);
    const nextOffset = () => {
      const data = client.getQueryData(options.queryKey)!;
      return options.getNextPageParam(data.pages.at(-1)!, data.pages, data.pageParams.at(-1) as number, data.pageParams as number[]);
    };
    expect(nextOffset()).toBe(12);

    await client.fetchInfiniteQuery({ ...options, pages: 3 });
    const data = client.getQueryData(options.queryKey)!;
    expect(data.pages.map((p) => p.items.length)).toEqual([12, 12, 6]);
    expect(data.pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(nextOffset()).toBeUndefined();
    expect(asked.map((a) => a.offset)).toEqual(['0', '0', '12', '24']);
    expect(asked.every((a) => a.limit === '12' && a.tag === 'iot')).toBe(true);
  });

  it('stops at an empty page even if the total says there are more (rows deleted meanwhile)', () => {
    const { getNextPageParam } = projectPagesOptions({}, 12);
    expect(getNextPageParam({ items: [], total: 40, limit: 12, offset: 24 }, [], 24, [])).toBeUndefined();
  });

  it('reads total, limit and offset from the envelope’s meta, and falls back to what came back without it', async () => {
    stubProjects(30);
    await expect(fetchProjects({ limit: 12, offset: 24 })).resolves.toMatchObject({ total: 30, limit: 12, offset: 24 });
    stubProjects(5, false);
    const page = await fetchProjects({ limit: 12 });
    expect(page).toMatchObject({ total: 5, limit: 12, offset: 0 });
    expect(page.items).toHaveLength(5);
  });
});
