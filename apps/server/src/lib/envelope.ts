import type { ApiSuccess } from '@esdc/core/api';

/**
 * Wraps data in the success envelope (DESIGN API conventions).
 * @param data the payload
 * @param extra optional message and list meta (total, limit, offset)
 */
export function ok<T>(data: T, extra: { message?: string; meta?: Record<string, unknown> } = {}): ApiSuccess<T> & { meta?: Record<string, unknown> } {
  return { success: true, data, ...(extra.message ? { message: extra.message } : {}), ...(extra.meta ? { meta: extra.meta } : {}) };
}
