import type { ChatbotSource } from '@esdc/core/chatbot-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Database } from '../../../db/client.ts';
import type { SearchSource } from '../../../platform/search-source.ts';

/*
 * What the assistant's tools take and give (SPEC §7 Chatbot): each reads live data at the moment of asking, as the
 * asker may see it, and answers facts that each name their page.
 */

/** Who asks, when, and where the data is. */
export interface ToolContext {
  database: Database;
  /** One site-search source per result type (the features' manifests). */
  searchSources: readonly SearchSource[];
  /** The signed-in member asking, or null for a visitor. */
  viewer: Actor | null;
  now: Date;
}

/** One fact of a reply: a plain-text line that ends with its page's path, and the page. */
export interface Fact {
  text: string;
  source: ChatbotSource;
}

/** What a tool found: an opening line and its facts; null when the data holds nothing that answers. */
export interface ToolAnswer {
  intro: string;
  facts: Fact[];
}

/**
 * A fact line: the text, then ': ' and the page's path (SPEC §7: every fact names its page).
 * @param text what the fact says, e.g. 'Soldering Workshop — Dec 3, 2026, 18:00 UTC, 12 places left'
 * @param source the page it comes from
 */
export function fact(text: string, source: ChatbotSource): Fact {
  return { text: `${text}: ${source.path}`, source };
}
