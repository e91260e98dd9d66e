import type { Action } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import { LogIn, Plus } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCan } from '../lib/permissions';
import { useSession } from '../lib/session';
import { Button, buttonClass } from './button';

/** What a {@link MemberAction}'s dialog is told: whether it is open, and how to close it. */
export interface MemberActionDialog {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A page's main action for members ('New Discussion', 'Create Team', 'Request Review'): a button opening the action's
 * dialog for a signed-in account that may do it (`action` through `can()`), a 'Sign in to …' link back to this page for
 * a visitor, and nothing for an account that may not.
 * @param props.action the permission the action needs
 * @param props.label the button's text
 * @param props.signInLabel the visitor's link text
 * @param props.disabled the button is shown but cannot be used (nothing to act on yet)
 * @param props.dialog renders the dialog (a lazy one may render null while closed: it is loaded when first opened)
 */
export function MemberAction({
  action,
  label,
  signInLabel,
  disabled,
  dialog,
}: {
  action: Action;
  label: string;
  signInLabel: string;
  disabled?: boolean;
  dialog: (props: MemberActionDialog) => ReactNode;
}) {
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!user) {
    return (
      <Link to={paths.login} state={{ from: location.pathname + location.search }} className={buttonClass('secondary')}>
        <LogIn className="size-4" aria-hidden="true" />
        {signInLabel}
      </Link>
    );
  }
  if (!can(action)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        <Plus className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <Suspense fallback={null}>{dialog({ open, onOpenChange: setOpen })}</Suspense>
    </>
  );
}
