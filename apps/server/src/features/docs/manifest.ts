import { defineFeature } from '../../feature-manifest.ts';
import { rowWithKey } from '../../platform/page-checks.ts';
import { docArticlesExport, docsEraser } from './account-data.ts';
import { docRoutes } from './routes.ts';
import { docsSearch } from './search-source.ts';
import { seedDocs } from './seed.ts';

/** The documentation articles (SPEC §2 Documentation). */
export const docsFeature = defineFeature({
  name: 'docs',
  routes: docRoutes,
  pages: { '/docs/:slug': rowWithKey('doc_articles', 'slug', 'slug', 60) },
  search: docsSearch,
  accountData: { sections: [docArticlesExport], erasers: [docsEraser] },
  permissions: ['docs:edit'],
  changesPages: (write) => write.table === 'doc_articles',
  seed: { content: seedDocs },
});
