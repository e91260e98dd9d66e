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
      ['chatbot-faq', 'Chatbot FAQ'],
      ['chatbot-unanswered', 'Unanswered questions'],
    ]);
  });

  it("shows every tab to whoever may open the panel, apart from the chatbot's, which need 'chatbot:manage'", () => {
    const chatbot = new Set(['chatbot-faq', 'chatbot-unanswered']);
    expect(ADMIN_TABS.filter((tab) => !chatbot.has(tab.key)).every((tab) => tab.permission === 'admin:access')).toBe(true);
    expect(ADMIN_TABS.filter((tab) => chatbot.has(tab.key)).map((tab) => tab.permission)).toEqual(['chatbot:manage', 'chatbot:manage']);
  });
});
