import { WEBHOOK_TARGETS } from '@esdc/core/integration';
import { paths } from '@esdc/core/routes';
import { Page } from '../../../components/page';
import { SignInRequired } from '../../../components/sign-in-required';
import { ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useIntegrations } from '../api/get-integrations';
import { useWebhooks } from '../api/webhooks';
import { EmailCard } from '../components/email-card';
import { GitHubCard } from '../components/github-card';
import { StorageCard } from '../components/storage-card';
import { WebhookCard } from '../components/webhook-card';

/** The admins' cards: Slack and Discord webhooks, and the storage card. */
function AdminCards() {
  const webhooks = useWebhooks(true);
  return (
    <section aria-labelledby="club-integrations" className="mt-10">
      <h2 id="club-integrations" className="mb-4 text-xl font-bold">
        Club integrations
      </h2>
      {webhooks.isError ? (
        <ErrorState title="Could not load the webhooks" message={webhooks.error.message} onRetry={() => void webhooks.refetch()} />
      ) : !webhooks.data ? (
        <LoadingState message="Loading the webhooks..." />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          {WEBHOOK_TARGETS.map((target) => (
            <WebhookCard key={target} target={target} webhook={webhooks.data.find((w) => w.target === target) ?? null} />
          ))}
          <StorageCard />
        </div>
      )}
    </section>
  );
}

/**
 * Integrations (SPEC §2 Integrations): the member's GitHub (connected or not, their public repositories to attach to a
 * project) and Email cards; for admins, Slack and Discord webhooks and where uploads are stored.
 */
export default function IntegrationsPage() {
  const session = useSession();
  const can = useCan();
  const signedIn = session.status === 'authenticated' && session.user !== null;
  const overview = useIntegrations(signedIn);
  if (!signedIn || !session.user) {
    return (
      <SignInRequired
        title="Integrations"
        heading="Sign in to see your integrations"
        text="Connect GitHub, check your email settings and, for admins, post club news to Slack and Discord."
        linkLabel="Sign In"
        from={paths.integrations}
      />
    );
  }
  return (
    <Page title="Integrations" heading="Integrations" intro="Services connected to your account and to the club.">
      {overview.isError ? (
        <ErrorState title="Could not load your integrations" message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : !overview.data ? (
        <LoadingState message="Loading your integrations..." />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          <GitHubCard github={overview.data.github} userId={session.user.id} />
          <EmailCard email={overview.data.email} />
        </div>
      )}
      {can('integration:manage') ? <AdminCards /> : null}
    </Page>
  );
}
