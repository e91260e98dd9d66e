import {
  FEATURE_GROUPS,
  FEATURE_INFO,
  FEATURE_KEYS,
  defaultFeatureSettings,
  featureGroupOf,
  SITE_FEATURE_MESSAGES,
  type FeatureGroup,
  type FeatureKey,
  type FeatureSettings,
} from '@esdc/core/features';
import { paths } from '@esdc/core/routes';
import { Bell, ChevronRight, Info, RotateCcw, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { Switch } from '../../../components/switch';
import { useFeatures } from '../../../lib/features';
import { useSession } from '../../../lib/session';

type Filter = 'all' | FeatureGroup;

/** Category filter buttons, in the order of SPEC §2 Settings. */
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All Features' },
  { value: 'core', label: 'Core' },
  { value: 'content', label: 'Content' },
  { value: 'commerce', label: 'Commerce' },
  { value: 'community', label: 'Community' },
];

const GROUP_LABEL: Record<FeatureGroup, string> = { core: 'Core', content: 'Content', commerce: 'Commerce', community: 'Community' };

const sameSettings = (a: FeatureSettings, b: FeatureSettings) => FEATURE_KEYS.every((k) => a[k] === b[k]);

/**
 * Settings (SPEC §2 Settings; §3 Feature settings): feature switches edited as a draft, a category
 * filter, 'Reset to Defaults' (with confirmation) and 'Apply & Reload'. Settings live in this browser's
 * local storage; disabled features are hidden from navigation and blocked. A feature the club's admins switched off
 * shows off, cannot be switched, and says why.
 */
export default function SettingsPage() {
  const { own: settings, site, save, isEnabled } = useFeatures();
  const signedIn = useSession().status === 'authenticated';
  const [draft, setDraft] = useState<FeatureSettings>(settings);
  const [filter, setFilter] = useState<Filter>('all');

  const dirty = !sameSettings(draft, settings);
  const enabledCount = FEATURE_KEYS.filter((k) => draft[k] && site[k]).length;
  const keys: readonly FeatureKey[] = filter === 'all' ? FEATURE_KEYS : FEATURE_GROUPS[filter];

  const apply = () => {
    save(draft);
    window.location.reload();
  };
  const resetToDefaults = () => {
    save(defaultFeatureSettings());
    window.location.reload();
  };
  const confirmReset = useConfirm<true>(() => ({
    title: 'Reset to Defaults',
    message: 'Are you sure you want to reset all settings to default?',
    confirmLabel: 'Reset to Defaults',
    danger: true,
    onConfirm: resetToDefaults,
  }));

  return (
    <Page
      title="Settings"
      heading="Settings"
      intro="Switch parts of ESDC Hub on or off for this browser."
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={() => confirmReset.ask(true)}>
            <RotateCcw className="size-4 max-sm:hidden" aria-hidden="true" />
            Reset to Defaults
          </Button>
          <Button size="sm" onClick={apply}>
            <Save className="size-4 max-sm:hidden" aria-hidden="true" />
            Apply &amp; Reload
          </Button>
        </>
      }
    >
      <div className="flex gap-3 rounded-[var(--radius-card)] border border-line bg-accent-soft/60 p-4 text-sm">
        <Info className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
        <p>
          Settings are saved in this browser&apos;s local storage, so they apply only here. Disabled features are hidden from navigation and blocked. Changes
          take effect when you choose <strong>Apply &amp; Reload</strong>.
        </p>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label="Filter features by category" className="flex flex-wrap gap-2">
          {FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={`h-9 rounded-full border px-4 text-sm font-semibold transition ${
                filter === value ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface text-fg hover:bg-surface-2'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
        <p className="text-sm text-muted">
          {enabledCount} of {FEATURE_KEYS.length} features on
        </p>
      </div>

      <div role="status" className="mt-4">
        {dirty ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-warning/50 bg-warning-soft px-4 py-3 text-sm">
            <p className="font-semibold text-fg">You have unsaved changes. Apply &amp; Reload to use them.</p>
            <Button variant="ghost" size="sm" onClick={() => setDraft(settings)}>
              <Undo2 className="size-4" aria-hidden="true" />
              Discard changes
            </Button>
          </div>
        ) : null}
      </div>

      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
        {keys.map((key) => {
          const changed = draft[key] !== settings[key];
          const offForClub = !site[key];
          return (
            <li key={key} className="flex items-center gap-4 px-4 py-4 sm:px-6">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span id={`feature-${key}-label`} className="font-semibold">
                    {FEATURE_INFO[key].label}
                  </span>
                  <Badge>{GROUP_LABEL[featureGroupOf(key)]}</Badge>
                  {changed ? <Badge tone="warning">Changed</Badge> : null}
                </div>
                <p id={`feature-${key}-description`} className="mt-1 text-sm text-muted">
                  {FEATURE_INFO[key].description}
                  {offForClub ? <span className="mt-1 block font-semibold text-fg">{SITE_FEATURE_MESSAGES.offForClub}</span> : null}
                </p>
              </div>
              <Switch
                labelledBy={`feature-${key}-label`}
                describedBy={`feature-${key}-description`}
                checked={draft[key] && !offForClub}
                disabled={offForClub}
                onChange={(next) => setDraft((d) => ({ ...d, [key]: next }))}
              />
            </li>
          );
        })}
      </ul>

      {signedIn && isEnabled('notifications') ? (
        <Link
          to={`${paths.notifications}#preferences`}
          className="mt-8 flex items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface px-4 py-4 shadow-[var(--shadow-card)] transition hover:bg-surface-2 sm:px-6"
        >
          <Bell className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Notification preferences</span>
            <span className="mt-1 block text-sm text-muted">
              Choose, for each kind of notification, in the app, by email digest or off. Saved to your account.
            </span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
        </Link>
      ) : null}

      {confirmReset.dialog}
    </Page>
  );
}
