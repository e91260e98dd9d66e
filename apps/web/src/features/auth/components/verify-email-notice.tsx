import { useState } from 'react';
import { useMyProfile } from '../api/get-my-profile';
import VerifyEmailBanner from './verify-email-banner';

/**
 * Shows the email-verification banner to a signed-in member whose address is not verified yet, once
 * their profile has loaded; nothing for a verified member, before the profile loads, or after
 * "Dismiss" (until the next visit). The root layout loads this module only for a signed-in session
 * (app/layout/verify-email-slot.tsx), so visitors' pages never download it.
 */
export default function VerifyEmailNotice() {
  const profile = useMyProfile(true);
  const [dismissed, setDismissed] = useState(false);
  const user = profile.data;
  if (!user || user.email_verified_at || dismissed) return null;
  return <VerifyEmailBanner email={user.email} onDismiss={() => setDismissed(true)} />;
}
