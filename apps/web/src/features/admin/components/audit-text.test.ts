import { describe, expect, it } from 'vitest';
import { auditChanges, auditTarget } from './audit-text';

describe('auditTarget (names, not "user #11")', () => {
  it("names the target as it is now, and a deleted one by what was recorded, else 'deleted user #11'", () => {
    expect(auditTarget({ target_type: 'user', target_id: 11, target_name: 'Anna', target_exists: true, details: {} })).toBe('Anna');
    expect(auditTarget({ target_type: 'user', target_id: 11, target_name: null, target_exists: false, details: { name: 'Ann', username: 'ann' } })).toBe(
      'Ann (deleted user #11)',
    );
    expect(auditTarget({ target_type: 'project', target_id: 4, target_name: null, target_exists: false, details: { title: 'Rover' } })).toBe(
      'Rover (deleted project #4)',
    );
    expect(auditTarget({ target_type: 'user', target_id: 11, target_name: null, target_exists: false, details: { from: 'active' } })).toBe('deleted user #11');
    expect(auditTarget({ target_type: 'user', target_id: 11, target_name: 'Former member', target_exists: false, details: {} })).toBe(
      'Former member (deleted user #11)',
    );
  });

  it('names the kind of target in words, and an existing course by its title', () => {
    expect(auditTarget({ target_type: 'course', target_id: 9, target_name: 'Timers', target_exists: true, details: { title: 'Old' } })).toBe('Timers');
    expect(auditTarget({ target_type: 'blog_post', target_id: 3, target_name: null, target_exists: false, details: {} })).toBe('deleted blog post #3');
    expect(auditTarget({ target_type: 'club', target_id: null, target_name: null, target_exists: true, details: { contact_email: {} } })).toBe('Club');
    expect(
      auditTarget({ target_type: 'announcement', target_id: null, target_name: null, target_exists: true, details: { title: 'Lab closed', audience: 'all' } }),
    ).toBe('Lab closed');
  });
});

describe('auditChanges (readable changes, never raw JSON)', () => {
  it('spells out profile changes and a new password', () => {
    expect(auditChanges({ action: 'user.updated', details: { fields: ['name', 'password'], changes: { name: { from: 'Ann', to: 'Anna' } } } })).toEqual([
      'Name: Ann → Anna',
      'Password: changed',
    ]);
    expect(auditChanges({ action: 'user.updated', details: { fields: ['bio'], changes: { bio: { from: null, to: 'Hi' } } } })).toEqual(['Bio: (none) → Hi']);
  });

  it('shows role and status changes as from → to, with the suspension reason', () => {
    expect(auditChanges({ action: 'user.role_changed', details: { from: 'user', to: 'moderator' } })).toEqual(['Role: user → moderator']);
    expect(auditChanges({ action: 'user.suspended', details: { from: 'active', reason: 'Spam' } })).toEqual(['Status: active → suspended', 'Reason: Spam']);
    expect(auditChanges({ action: 'user.activated', details: { from: 'suspended' } })).toEqual(['Status: suspended → active']);
    expect(auditChanges({ action: 'user.deactivated', details: { from: 'active' } })).toEqual(['Status: active → inactive']);
    expect(auditChanges({ action: 'event.status_changed', details: { from: 'published', to: 'cancelled', reason: 'Lab closed' } })).toEqual([
      'Status: published → cancelled',
      'Reason: Lab closed',
    ]);
  });

  it('shows a points adjustment as a signed amount with its reason and the balance', () => {
    expect(
      auditChanges({ action: 'user.points_adjusted', details: { operation: 'add', amount: 25, reason: 'Workshop', from: 1300, to: 1325, delta: 25 } }),
    ).toEqual(['Points: +25 (Workshop)', 'Balance: 1,300 → 1,325']);
    expect(
      auditChanges({ action: 'user.points_adjusted', details: { operation: 'subtract', amount: 40, reason: 'Typo', from: 30, to: 0, delta: -30 } }),
    ).toEqual(['Points: -30 (Typo)', 'Balance: 30 → 0']);
  });

  it('lists other details as Key: value lines', () => {
    expect(auditChanges({ action: 'user.created', details: { via: 'registration', username: 'ann', role: 'user' } })).toEqual([
      'Via: registration',
      'Username: ann',
      'Role: user',
    ]);
    expect(auditChanges({ action: 'project.updated', details: { title: 'Rover', fields: ['title', 'tags'] } })).toEqual([
      'Title: Rover',
      'Changed: title, tags',
    ]);
    expect(auditChanges({ action: 'challenge.deleted', details: { title: 'Blink', solve_count: 1200, submission_count: 3 } })).toEqual([
      'Title: Blink',
      'Solves: 1,200',
      'Submissions: 3',
    ]);
    expect(auditChanges({ action: 'user.updated', details: {} })).toEqual([]);
    expect(auditChanges({ action: 'resource.updated', details: { title: 'Datasheet', changed: ['title', 'url'] } })).toEqual([
      'Title: Datasheet',
      'Changed: title, link',
    ]);
  });

  it('names fields in words and shows prices as money', () => {
    expect(auditChanges({ action: 'product.created', details: { name: 'ESP32', price_cents: 950, stock: 3, seller_id: 7, hidden: false } })).toEqual([
      'Name: ESP32',
      'Price: $9.50',
      'Stock: 3',
      'Seller: 7',
      'Hidden: no',
    ]);
    expect(auditChanges({ action: 'product.updated', details: { fields: ['price_cents', 'seller_id'] } })).toEqual(['Changed: price, seller']);
    expect(auditChanges({ action: 'course.updated', details: { changes: { price_paise: { from: 95000, to: 0 } } } })).toEqual(['Price: ₹950.00 → ₹0.00']);
  });
});
