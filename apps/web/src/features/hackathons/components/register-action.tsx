import { paths } from '@esdc/core/routes';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { RegisterTeamDialog } from './register-team-dialog';

/**
 * 'Register Now' for a hackathon open to registration: the team dialog for active members, 'Sign in to register' for
 * visitors; nothing once registration has closed.
 */
export function RegisterAction({ id, title, open, size = 'md' }: { id: number; title: string; open: boolean; size?: 'sm' | 'md' }) {
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const [dialog, setDialog] = useState(false);
  if (!open) return null;
  if (!user)
    return (
      <Link to={paths.login} state={{ from: location.pathname + location.search }} className={`${buttonClass('secondary', size)} relative z-10`}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to register
      </Link>
    );
  if (!can('hackathon:take-part')) return null;
  return (
    <>
      <Button size={size} className="relative z-10" onClick={() => setDialog(true)}>
        Register Now
      </Button>
      <RegisterTeamDialog id={id} title={title} open={dialog} onOpenChange={setDialog} />
    </>
  );
}
