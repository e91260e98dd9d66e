import { paths } from '@esdc/core/routes';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Page } from '../../../components/page';
import { LoadingState } from '../../../components/states';
import { useSession } from '../../../lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { FormNotice } from '../components/form-notice';
import { ResendVerificationButton } from '../components/resend-verification-button';

const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

/**
 * Verify email, /verify-email?token=…: uses the link once as the page opens (no
 * session needed: the link may be opened on another device) and says how it went. A failed link offers "Resend" to a
 * signed-in member, and sign-in otherwise.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // Once per page: the token works once, and React may run effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    mutate({ token });
  }, [token, mutate]);

  const signedIn = session.status === 'authenticated';
  const next = signedIn ? (
    <Link to={paths.profile} className={`${buttonClass('primary')} w-full`}>
      Go to My Profile
    </Link>
  ) : (
    <Link to={paths.login} className={`${buttonClass('primary')} w-full`}>
      Sign In
    </Link>
  );

  let body;
  if (!token || verify.isError) {
    body = (
      <div className="flex flex-col gap-5">
        <FormAlert message={token ? authErrorMessage(verify.error, INVALID_LINK) : INVALID_LINK} />
        {signedIn ? <ResendVerificationButton className="w-full" /> : next}
      </div>
    );
  } else if (verify.isSuccess) {
    body = (
      <div className="flex flex-col gap-5">
        <FormNotice message={verify.data} />
        {next}
      </div>
    );
  } else {
    body = <LoadingState message="Verifying your email address..." />;
  }

  return (
    <Page title="Verify Email">
      <AuthCard
        className="mx-auto max-w-lg"
        icon={MailCheck}
        title="Verify your email"
        subtitle="Confirming your address lets the club reach you, and you recover your account."
        other={{ text: 'Need help?', to: paths.forgotPassword, link: 'Reset your password' }}
      >
        {body}
      </AuthCard>
    </Page>
  );
}
