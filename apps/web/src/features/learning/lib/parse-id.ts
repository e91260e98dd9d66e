/**
 * An id from the address (`:id`, `:lessonId`, `:examId`): a positive whole number in plain digits, else 0 (which
 * no query asks for).
 */
export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : 0;
}
