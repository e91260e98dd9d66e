import type { DocCreate } from '@esdc/core/docs';
import { paths } from '@esdc/core/routes';
import { BookOpen, PenLine, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContentsAside } from '../../../components/contents-aside';
import { MarkdownContent } from '../../../components/markdown-content';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDoc } from '../api/get-doc';
import { useDocs } from '../api/list-docs';
import { useCreateDoc, useDeleteDoc, useUpdateDoc } from '../api/save-doc';
import { DocEditor } from '../components/doc-editor';
import { DocsFooterCards } from '../components/docs-footer-cards';
import { docPath, DocsSidebar } from '../components/docs-sidebar';

/** The sidebar search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /docs and /docs/{slug} (SPEC §2 Documentation): the sidebar (real search over titles and content, four
 * collapsible groups with Getting Started open), the article the address names (the first one at /docs), and the
 * 'Need Help?' and 'Contributing' cards. Admins edit the article in place, write new ones and delete them. On small
 * screens the sidebar folds behind a 'Contents' toggle.
 */
export default function DocsPage() {
  const { slug: routeSlug } = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const editor = can('docs:edit');
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const all = useDocs('');
  const found = useDocs(settled);
  const slug = routeSlug ?? all.data?.[0]?.slug;
  const article = useDoc(slug);
  const [mode, setMode] = useState<'read' | 'edit' | 'new'>('read');
  const [contentsOpen, setContentsOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const timeZone = useReaderTimeZone();
  const create = useCreateDoc();
  const update = useUpdateDoc(slug ?? '');
  const remove = useDeleteDoc();

  const saveNew = async (input: DocCreate) => {
    const saved = await create.mutateAsync(input);
    void notify(saved.message ?? 'Article created', 'success');
    setMode('read');
    void navigate(docPath(saved.article.slug));
  };
  const saveEdit = async (input: DocCreate) => {
    const saved = await update.mutateAsync(input);
    void notify(saved.message ?? 'Article saved', 'success');
    setMode('read');
    if (saved.article.slug !== slug) void navigate(docPath(saved.article.slug), { replace: true });
  };
  const deleteArticle = async () => {
    if (!slug) return;
    try {
      const message = await remove.mutateAsync(slug);
      void notify(message ?? 'Article deleted', 'success');
      void navigate(paths.docs, { replace: true });
    } catch (error) {
      void notify(error instanceof ApiError ? error.message : 'Could not delete the article', 'error');
    }
  };

  const notFound = article.error instanceof ApiError && article.error.status === 404;
  let main;
  if (mode === 'new') main = <DocEditor article={null} onSave={saveNew} onCancel={() => setMode('read')} />;
  else if (mode === 'edit' && article.data) main = <DocEditor article={article.data} onSave={saveEdit} onCancel={() => setMode('read')} />;
  else if (all.isError && !routeSlug)
    main = <ErrorState title="Could not load the documentation" message={all.error.message} onRetry={() => void all.refetch()} />;
  else if (all.data && all.data.length === 0 && !routeSlug)
    main = <EmptyState icon={<BookOpen className="size-10" />} title="No articles yet" description="The documentation is being written." />;
  else if (notFound)
    main = (
      <EmptyState
        icon={<BookOpen className="size-10" />}
        title="Article not found"
        description="It may have been moved or deleted."
        link={{ to: paths.docs, label: 'Back to Documentation' }}
      />
    );
  else if (article.isError) main = <ErrorState title="Could not load the article" message={article.error.message} onRetry={() => void article.refetch()} />;
  else if (!article.data) main = <LoadingState message="Loading article..." />;
  else {
    const doc = article.data;
    main = (
      <article aria-labelledby="doc-title">
        <header className="mb-6 flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
          <div>
            <Badge tone="accent">{doc.group}</Badge>
            <h2 id="doc-title" className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {doc.title}
            </h2>
            <p className="mt-1 text-sm text-muted">
              Updated <time dateTime={doc.updated_at}>{formatReaderDate(doc.updated_at, timeZone)}</time>
            </p>
          </div>
          {doc.can_edit ? (
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setMode('edit')}>
                <PenLine className="size-4" aria-hidden="true" />
                Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          ) : null}
        </header>
        <MarkdownContent html={doc.content_html} />
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this article?"
          message={`"${doc.title}" will be removed from the documentation.`}
          confirmLabel="Delete"
          danger
          onConfirm={() => void deleteArticle()}
        />
      </article>
    );
  }

  return (
    <Page
      title={article.data && mode === 'read' ? `${article.data.title} · Documentation` : 'Documentation'}
      heading="Documentation"
      intro="Guides for club members: setting up your tools, the boards we use, programming them, and projects to build."
      actions={
        editor && mode === 'read' ? (
          <Button onClick={() => setMode('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New article
          </Button>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-8 md:flex-row">
        <ContentsAside id="docs-sidebar" className="md:w-64 md:shrink-0" open={contentsOpen} onOpenChange={setContentsOpen}>
          <DocsSidebar
            query={query}
            onQueryChange={setQuery}
            articles={found.data}
            loading={found.isFetching && settled !== ''}
            current={slug}
            onNavigate={() => {
              setContentsOpen(false);
              setMode('read');
            }}
          />
        </ContentsAside>
        <div className="min-w-0 flex-1">
          {main}
          <DocsFooterCards onEdit={editor && article.data && mode === 'read' ? () => setMode('edit') : undefined} />
        </div>
      </div>
    </Page>
  );
}
