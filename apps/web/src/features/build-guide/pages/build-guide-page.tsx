import { BookOpen, ListTree } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Page } from '../../../components/page';
import { SearchField } from '../../../components/search-field';
import { EmptyState } from '../../../components/states';
import { DOCS_SECTION, DocsSection, docsText } from '../components/docs-section';
import { GuideArticle, sectionText } from '../components/guide-article';
import { ROUTES_SECTION, RoutesSection, routesText } from '../components/routes-section';
import { GUIDE_SECTIONS } from '../content/guide-sections';
import { filterSections } from '../lib/guide-search';

/** Every section in sidebar order, with what the search looks through and how it renders. */
const SECTIONS = [
  ...GUIDE_SECTIONS.map((section) => ({ id: section.id, title: section.title, text: sectionText(section), render: () => <GuideArticle section={section} /> })),
  { ...ROUTES_SECTION, text: routesText(), render: () => <RoutesSection /> },
  { ...DOCS_SECTION, text: docsText(), render: () => <DocsSection /> },
];

/**
 * The build guide (/build, SPEC §2 Build guide): prerequisites with download and install links, frontend setup and
 * build, the backend, troubleshooting, the app's routes generated from its route table, and the repository's markdown
 * documentation. The sidebar search filters sections by title or text ('No documentation found matching your
 * search.'); on small screens the section list folds behind a toggle.
 */
export default function BuildGuidePage() {
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const shown = useMemo(() => filterSections(SECTIONS, query), [query]);
  return (
    <Page title="Build Guide" heading="Build Guide" intro="Set up, build, run and extend ESDC Hub: from a fresh clone to a production server.">
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="md:sticky md:top-28 md:self-start" aria-label="Build guide sections">
          <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
            <SearchField
              id="build-guide-search"
              label="Search the guide"
              placeholder="Search documentation..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button
              type="button"
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={() => setListOpen((open) => !open)}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold hover:bg-surface-2 md:hidden"
            >
              <ListTree className="size-4" aria-hidden="true" />
              {listOpen ? 'Hide sections' : 'Show sections'}
            </button>
            <nav id={listId} aria-label="Sections" className={`${listOpen ? 'block' : 'hidden'} md:block`}>
              <ul className="flex flex-col gap-0.5">
                {shown.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      onClick={() => setListOpen(false)}
                      className="block rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          {shown.length === 0 ? (
            <EmptyState
              icon={<BookOpen className="size-8" aria-hidden="true" />}
              title="No documentation found matching your search."
              description="Try another word, or clear the search to see every section."
            />
          ) : (
            shown.map((section) => <div key={section.id}>{section.render()}</div>)
          )}
        </div>
      </div>
    </Page>
  );
}
