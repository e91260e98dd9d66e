import { paths } from '@esdc/core/routes';
import { Lock, PenOff } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { EditorGate } from '../../../components/editor-gate';
import { Page } from '../../../components/page';
import { notify } from '../../../lib/toast';
import { useBlogAccess } from '../api/blog-access';
import { usePost } from '../api/get-post';
import { useSetPostPublished } from '../api/post-actions';
import { useCreatePost, useUpdatePost } from '../api/save-post';
import { PostForm } from '../components/post-form';
import { EMPTY_POST_FORM, postToFormValues } from '../components/post-form-schema';

/** The way back from the editor's refusals. */
const BACK_TO_BLOG = { to: paths.blog, label: 'Back to Blog' };

/**
 * /blog/new (admins, moderators and the members an admin made writers): the editor for a new post,
 * saved as a draft or published at once.
 */
function NewPost() {
  const access = useBlogAccess();
  const create = useCreatePost();
  const navigate = useNavigate();
  return (
    <Page title="Write a post" heading="Write a post" intro="Save a draft to come back to it, or publish it for everyone.">
      <EditorGate
        query={access}
        failed="Failed to load"
        allowed={(a) => a.can_write}
        refusal={{
          icon: <PenOff className="size-10" />,
          title: 'You cannot write posts',
          description: 'Admins, moderators and the members an admin makes writers write for the blog.',
          link: BACK_TO_BLOG,
        }}
      >
        {() => (
          <PostForm
            initial={EMPTY_POST_FORM}
            published={false}
            onCancel={() => void navigate(paths.blog)}
            onSubmit={async (input, intent) => {
              const { post, message } = await create.mutateAsync({ ...input, status: intent === 'publish' ? 'published' : 'draft' });
              void notify(intent === 'publish' ? 'Post published' : (message ?? 'Post created'), 'success');
              void navigate(paths.blogPost(post.slug));
            }}
          />
        )}
      </EditorGate>
    </Page>
  );
}

/**
 * /blog/{slug}/edit (the author, moderators and admins): the editor filled with the post's markdown. Others see that
 * they may not edit it; a missing post says so.
 */
function EditPost({ slug }: { slug: string }) {
  const post = usePost(slug);
  const update = useUpdatePost(post.data?.id ?? 0);
  const publish = useSetPostPublished();
  const navigate = useNavigate();
  return (
    <Page title={post.data ? `Edit ${post.data.title}` : 'Edit post'} heading="Edit post">
      <EditorGate
        query={post}
        loading="Loading post..."
        failed="Failed to load the post"
        notFound={{ title: 'Post not found', link: { ...BACK_TO_BLOG, variant: 'primary' } }}
        allowed={(p) => p.can_edit}
        refusal={{
          icon: <Lock className="size-10" />,
          title: 'You cannot edit this post',
          description: 'Only its author, moderators and admins can.',
          link: { to: paths.blogPost(slug), label: 'Back to the post' },
        }}
      >
        {(current) => {
          const published = current.status === 'published';
          return (
            <PostForm
              key={current.id}
              initial={postToFormValues(current)}
              published={published}
              onCancel={() => void navigate(paths.blogPost(slug))}
              onSubmit={async (input, intent) => {
                const { status: _status, ...changes } = input;
                const { message } = await update.mutateAsync(changes);
                // 'Publish' on a draft publishes it; 'Move to drafts' on a published post unpublishes it.
                const wantPublished = intent === 'publish';
                if (wantPublished !== published) {
                  const result = await publish.mutateAsync({ id: current.id, publish: wantPublished });
                  void notify(result.message ?? 'Post updated', 'success');
                } else void notify(message ?? 'Post updated', 'success');
                void navigate(paths.blogPost(slug));
              }}
            />
          );
        }}
      </EditorGate>
    </Page>
  );
}

/** The post editor's route: /blog/new writes a post, /blog/{slug}/edit edits one. */
export default function PostEditorPage() {
  const { slug } = useParams();
  return slug === undefined ? <NewPost /> : <EditPost slug={slug} />;
}
