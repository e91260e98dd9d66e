/**
 * The build guide's sidebar search (SPEC §2 Build guide: "filters by title or paragraph text").
 */

/** What the search looks through for one section: its title and the text of its paragraphs. */
export interface SearchableSection {
  id: string;
  title: string;
  text: string;
}

/**
 * The sections whose title or text contains every word of the query, case-insensitively, in their order.
 * @param sections every section of the guide
 * @param query what the reader typed; blank keeps every section
 * @returns the matching sections (the same objects)
 */
export function filterSections<T extends SearchableSection>(sections: readonly T[], query: string): T[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.filter((section) => {
    const haystack = `${section.title}\n${section.text}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
