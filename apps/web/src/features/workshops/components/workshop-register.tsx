import type { WorkshopSummary } from '@esdc/core/workshop-schemas';
import { paths } from '@esdc/core/routes';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useRegisterForWorkshop } from '../api/workshops';

/**
 * 'Register Now' on an upcoming workshop, through the events' registration (a seat, or the waitlist when full); the
 * member's own place once registered; 'Sign in to register' for visitors.
 */
export function WorkshopRegister({ w, size = 'md' }: { w: WorkshopSummary; size?: 'sm' | 'md' }) {
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const register = useRegisterForWorkshop();
  if (w.my_registration)
    return (
      <Badge tone="success" className="relative z-10">
        {w.my_registration.checked_in ? 'Attended' : w.my_registration.status === 'registered' ? 'Registered' : 'On the waitlist'}
      </Badge>
    );
  if (w.status !== 'published') return null;
  if (!user)
    return (
      <Link to={paths.login} state={{ from: location.pathname + location.search }} className={`${buttonClass('secondary', size)} relative z-10`}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to register
      </Link>
    );
  if (!can('event:register')) return null;
  return (
    <Button
      size={size}
      className="relative z-10"
      disabled={register.isPending}
      onClick={() =>
        register.mutate(w.id, {
          onSuccess: (message) => void notify(message ?? 'Registered', 'success'),
          onError: (e) => void notify(e.message || 'Failed to register', 'error'),
        })
      }
    >
      Register Now
    </Button>
  );
}
