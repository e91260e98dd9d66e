import { accountExportFileName } from '@esdc/core/account-data';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { saveJsonFile } from '../../../lib/save-file';
import { notify } from '../../../lib/toast';
import { useExportMyData } from '../api/export-my-data';
import { authErrorMessage } from './auth-error-message';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileSection } from './profile-section';

/**
 * "Your data" on My Profile: Download my data saves everything the platform
 * holds about the member as one JSON file (`esdc-hub-export-<username>-<date>.json`); Delete account opens the
 * deletion dialog.
 */
export function YourDataSection({ username }: { username: string }) {
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    try {
      const data = await download.mutateAsync();
      saveJsonFile(accountExportFileName(username, data.exported_at), data);
      void notify('Your data has been downloaded', 'success');
    } catch (error) {
      void notify(authErrorMessage(error, 'Failed to download your data'), 'error');
    }
  };

  return (
    <ProfileSection title="Your data">
      <p className="text-sm text-muted">
        Download everything the club platform holds about you (profile, projects, likes, challenge answers, game scores, points and sign-ins) as one JSON file,
        or delete your account.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void onDownload()} disabled={download.isPending} aria-busy={download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </ProfileSection>
  );
}
