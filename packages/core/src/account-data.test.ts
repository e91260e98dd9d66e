import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, accountExportFileName } from './account-data.ts';

describe('accountDeletionSchema', () => {
  it('takes the password as typed and the projects choice', () => {
    expect(accountDeletionSchema.parse({ password: ' pass word ', projects: 'keep' })).toEqual({ password: ' pass word ', projects: 'keep' });
    expect(accountDeletionSchema.parse({ password: 'x', projects: 'delete' }).projects).toBe('delete');
  });

  it("refuses a missing choice or password with the field's message", () => {
    const missing = accountDeletionSchema.safeParse({ password: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['projects'], message: 'Choose whether to delete or keep your projects' });
    expect(accountDeletionSchema.safeParse({ password: 'x', projects: 'archive' }).error?.issues[0]?.message).toBe(
      'Choose whether to delete or keep your projects',
    );
    expect(accountDeletionSchema.safeParse({ password: '', projects: 'keep' }).error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Password is required',
    });
  });
});

describe('accountExportFileName', () => {
  it('names the file after the username and the UTC date of the export', () => {
    expect(accountExportFileName('ada_l', '2026-11-24T01:02:03.000Z')).toBe('esdc-hub-export-ada_l-2026-11-24.json');
  });

  it('keeps only file-safe characters', () => {
    expect(accountExportFileName('a/b:c', '2026-01-02T00:00:00.000Z')).toBe('esdc-hub-export-a_b_c-2026-01-02.json');
    expect(accountExportFileName('', '2026-01-02T00:00:00.000Z')).toBe('esdc-hub-export-member-2026-01-02.json');
  });
});
