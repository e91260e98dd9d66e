import { SectionCard } from '../../../components/section-card';
import { Spinner } from '../../../components/spinner';
import { InlineErrorState } from '../../../components/states';
import { useStorageInfo } from '../api/get-integrations';

/** One fact of the storage card. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted">{label}</dt>
      <dd className="font-mono text-xs break-all">{value}</dd>
    </div>
  );
}

/** The Cloud storage card (admins; SPEC §2 Integrations): where uploads go, read from the configuration. */
export function StorageCard() {
  const storage = useStorageInfo(true);
  return (
    <SectionCard title="Cloud storage">
      {storage.isError ? (
        <InlineErrorState message={storage.error.message} onRetry={() => void storage.refetch()} />
      ) : !storage.data ? (
        <Spinner label="Loading the storage settings" />
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="font-semibold">{storage.data.kind === 's3' ? 'S3 bucket' : 'Data folder'}</p>
          <dl className="flex flex-col gap-2">
            {storage.data.kind === 's3' ? (
              <>
                <Fact label="Bucket" value={storage.data.bucket ?? ''} />
                <Fact label="Region" value={storage.data.region ?? '—'} />
                <Fact label="Endpoint" value={storage.data.endpoint ?? 'AWS'} />
              </>
            ) : (
              <Fact label="Path" value={storage.data.path ?? ''} />
            )}
          </dl>
          <p className="text-muted">Set in the server’s configuration (S3_BUCKET and its settings); change it there and restart.</p>
        </div>
      )}
    </SectionCard>
  );
}
