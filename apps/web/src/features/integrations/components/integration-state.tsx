import { Badge } from '../../../components/badge';

/** SPEC §4 Other states: an integration is connected or not. */
export function IntegrationState({ connected }: { connected: boolean }) {
  return <Badge tone={connected ? 'success' : 'neutral'}>{connected ? 'Connected' : 'Not connected'}</Badge>;
}
