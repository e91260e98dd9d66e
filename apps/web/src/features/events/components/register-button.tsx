import { paths } from '@esdc/core/routes';
import type { Event } from '@esdc/core/event';
import { CalendarCheck, ListPlus, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useRegister } from '../api/registration';
import { isOpenForRegistration } from '../lib/event-display';
import { isFull } from '@esdc/core/event';

/**
 * The sign-up action of an event that takes registrations (SPEC §2 Events: 'Register Now' only for signed-in members
 * on upcoming events): 'Register Now', or 'Join waitlist' when every place is taken; a visitor gets a link to sign in
 * instead. Shows nothing once the member holds a place (their registration says so) or when sign-ups are closed.
 * @param size 'sm' on cards
 */
export function RegisterButton({ event, size = 'md' }: { event: Event; size?: 'sm' | 'md' }) {
  const session = useSession();
  const location = useLocation();
  const register = useRegister();
  if (!isOpenForRegistration(event) || event.my_registration) return null;
  if (session.status !== 'authenticated') {
    return (
      <Link to={paths.login} state={{ from: location.pathname + location.search }} className={`${buttonClass('secondary', size)} relative z-10`}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to register
        <span className="sr-only"> for {event.title}</span>
      </Link>
    );
  }
  const full = isFull(event);
  const onClick = () =>
    register.mutate(event.id, {
      onSuccess: ({ result, message }) =>
        void notify(
          message ?? (result.status === 'registered' ? 'You are registered for this event' : `You are number ${result.waitlist_position} on the waitlist`),
          'success',
        ),
      onError: (error) => void notify(error.message || 'Registration failed. Please try again.', 'error'),
    });
  return (
    <Button size={size} variant={full ? 'secondary' : 'primary'} onClick={onClick} disabled={register.isPending} className="relative z-10">
      {full ? <ListPlus className="size-4" aria-hidden="true" /> : <CalendarCheck className="size-4" aria-hidden="true" />}
      {register.isPending ? 'Registering...' : full ? 'Join waitlist' : 'Register Now'}
      <span className="sr-only"> for {event.title}</span>
    </Button>
  );
}
