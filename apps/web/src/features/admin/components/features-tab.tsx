import { FEATURE_GROUPS, FEATURE_INFO, featureSwitchedMessage, type FeatureGroup, type FeatureKey } from '@esdc/core/features';
import { Switch } from '../../../components/switch';
import { ErrorState, LoadingState } from '../../../components/states';
import { useSiteFeatures } from '../../../lib/site-features-api';
import { notifyOutcome } from '../../../lib/toast';
import { useUpdateSiteFeature } from '../api/update-site-feature';

/** The groups in the order of SPEC §3 Feature settings, with their headings. */
const GROUPS: readonly { group: FeatureGroup; label: string }[] = [
  { group: 'core', label: 'Core' },
  { group: 'community', label: 'Community' },
  { group: 'content', label: 'Content' },
  { group: 'commerce', label: 'Commerce' },
];

/**
 * The Features tab of the admin panel (SPEC §3 Feature settings; §6 Admin): the thirteen switches of the club,
 * grouped, each saved as soon as it is flipped, with a toast ('Blog switched off'); a refusal says so in a toast and
 * the switch stays as it was. A feature switched off here is off for everyone: its links disappear, its pages say it
 * is off and its API answers 404.
 */
export function FeaturesTab() {
  const switches = useSiteFeatures();
  const update = useUpdateSiteFeature();
  const pendingKey = update.isPending ? update.variables.key : null;

  const flip = (key: FeatureKey, enabled: boolean) =>
    update.mutate({ key, enabled }, notifyOutcome(featureSwitchedMessage(key, enabled), 'Failed to switch the feature'));

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">
        Switch a feature off for everyone: its links disappear, its pages say it is switched off and its API refuses calls. Members&apos; own switches in
        Settings can still hide what is on.
      </p>
      {switches.isPending ? (
        <LoadingState message="Loading the feature switches..." />
      ) : switches.isError ? (
        <ErrorState title="Failed to load the feature switches" onRetry={() => void switches.refetch()} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          {GROUPS.map(({ group, label }) => (
            <section key={group} aria-labelledby={`site-features-${group}`}>
              <h3 id={`site-features-${group}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
                {label}
              </h3>
              <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
                {FEATURE_GROUPS[group].map((key) => (
                  <li key={key} className="flex items-center gap-4 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <span id={`site-feature-${key}-label`} className="font-semibold">
                        {FEATURE_INFO[key].label}
                      </span>
                      <p id={`site-feature-${key}-description`} className="text-sm text-muted">
                        {FEATURE_INFO[key].description}
                      </p>
                    </div>
                    <Switch
                      labelledBy={`site-feature-${key}-label`}
                      describedBy={`site-feature-${key}-description`}
                      checked={switches.data[key]}
                      busy={pendingKey === key}
                      onChange={(enabled) => flip(key, enabled)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
