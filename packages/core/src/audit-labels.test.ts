import { describe, expect, it } from 'vitest';
import { adminUpdateUserSchema, AUDIT_TARGET_TYPES } from './admin-user-schemas.ts';
import { AUDIT_FIELD_LABELS, AUDIT_MONEY_FIELDS, AUDIT_TARGET_LABELS, auditFieldLabel, auditTargetLabel } from './audit-labels.ts';
import { blogPostUpdateSchema } from './blog-schemas.ts';
import { challengeUpdateSchema } from './challenge-schemas.ts';
import { clubLinksSchema } from './club-links-schemas.ts';
import { docUpdateSchema } from './doc-schemas.ts';
import { eventUpdateSchema } from './event-schemas.ts';
import { productUpdateSchema } from './product-schemas.ts';
import { projectUpdateSchema } from './project-schemas.ts';
import { resourceUpdateSchema } from './resource-schemas.ts';
import { roadmapItemUpdateSchema } from './roadmap-schemas.ts';

describe('audit labels', () => {
  it('names every target type in words', () => {
    for (const type of AUDIT_TARGET_TYPES) expect(AUDIT_TARGET_LABELS[type]).toMatch(/^[A-Z][a-z ]+$/);
    expect(auditTargetLabel('blog_post')).toBe('Blog post');
    expect(auditTargetLabel('product_category')).toBe('Product category');
  });

  it('names money and ownership fields without their unit or id', () => {
    expect(auditFieldLabel('price_cents')).toBe('Price');
    expect(auditFieldLabel('price_paise')).toBe('Price');
    expect(auditFieldLabel('seller_id')).toBe('Seller');
    expect(auditFieldLabel('user_id')).toBe('Owner');
    expect(AUDIT_MONEY_FIELDS).toEqual({ price_cents: 'USD', price_paise: 'INR' });
    for (const field of Object.keys(AUDIT_MONEY_FIELDS)) expect(Object.hasOwn(AUDIT_FIELD_LABELS, field)).toBe(true);
  });

  it('labels every field an audited update can list (the update schemas feed `fields`, `changed` and `changes`)', () => {
    const schemas = [
      adminUpdateUserSchema,
      blogPostUpdateSchema,
      challengeUpdateSchema,
      clubLinksSchema,
      docUpdateSchema,
      eventUpdateSchema,
      productUpdateSchema,
      projectUpdateSchema,
      resourceUpdateSchema,
      roadmapItemUpdateSchema,
    ];
    const unlabelled = schemas.flatMap((s) => Object.keys(s.shape)).filter((key) => !Object.hasOwn(AUDIT_FIELD_LABELS, key));
    expect(unlabelled).toEqual([]);
  });

  it('words an unknown key, and never takes an inherited property for a label', () => {
    expect(auditFieldLabel('some_old_key')).toBe('Some old key');
    expect(auditFieldLabel('constructor')).toBe('Constructor');
  });
});
