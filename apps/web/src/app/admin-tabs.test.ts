import { can } from '@esdc/core/permissions';
import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from './admin-tabs';

describe('ADMIN_TABS', () => {
  it('lists the tabs of every feature in the panel’s order, with their labels and ?tab= keys (SPEC §2 Admin panel)', () => {
    expect(ADMIN_TABS.map((tab) => [tab.key, tab.label])).toEqual([
      ['users', 'Users'],
      ['projects', 'Projects'],
      ['challenges', 'Challenges'],
      ['events', 'Events'],
      ['products', 'Products'],
      ['audit-log', 'Audit Log'],
      ['mail', 'Mail'],
      ['announcements', 'Announcements'],
      ['orders', 'Orders'],
      ['coupons', 'Coupons'],
      ['blog', 'Blog'],
      ['club-links', 'Club Links'],
      ['features', 'Features'],
      ['chat-rooms', 'Chat rooms'],
      ['forum-categories', 'Forum categories'],
      ['forum-reports', 'Forum reports'],
      ['jobs', 'Jobs'],
      ['mentors', 'Mentors'],
      ['chatbot-faq', 'Chatbot FAQ'],
      ['chatbot-unanswered', 'Unanswered questions'],
    ]);
  });

  it('shows every tab to admins only: the panel’s own action, or an admin action of its area (Chat rooms, Forum categories, Jobs, Mentors, the chatbot’s)', () => {
    const admin = { id: 1, role: 'admin' as const, status: 'active' as const };
    const moderator = { id: 2, role: 'moderator' as const, status: 'active' as const };
    expect(ADMIN_TABS.filter((tab) => tab.permission !== 'admin:access').map((tab) => [tab.key, tab.permission])).toEqual([
      ['chat-rooms', 'chat:manage-rooms'],
      ['forum-categories', 'forum:manage-categories'],
      ['jobs', 'job:manage-partners'],
      ['mentors', 'mentorship:approve'],
      ['chatbot-faq', 'chatbot:manage'],
      ['chatbot-unanswered', 'chatbot:manage'],
    ]);
    for (const tab of ADMIN_TABS) {
      expect(can(admin, tab.permission)).toBe(true);
      expect(can(moderator, tab.permission)).toBe(false);
    }
  });
});
