import type { Page } from '@esdc/core/api';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * What a "Load more" list has loaded so far (DESIGN: lists are paginated): the items of every page, in order, and
 * the list's total as the first page reports it (0 before anything loaded).
 * @param data an infinite query's data of `Page`s
 */
export function loadedItems<T>(data: InfiniteData<Page<T>> | undefined): { items: T[]; total: number } {
  return { items: data?.pages.flatMap((p) => p.items) ?? [], total: data?.pages[0]?.total ?? 0 };
}
