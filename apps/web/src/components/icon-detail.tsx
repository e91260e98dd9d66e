import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One line of a person's details (location, email, join date ...) as a list item with its icon.
 * @param label read before the value by screen readers only ('Email' reads 'Email: …'); leave it out when the value
 *   says what it is ('Joined May 2025')
 * @param className added to the item (e.g. 'break-all')
 */
export function IconDetail({ icon: Icon, label, className = '', children }: { icon: LucideIcon; label?: string; className?: string; children: ReactNode }) {
  return (
    <li className={`flex items-center gap-2 ${className}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {label ? <span className="sr-only">{label}: </span> : null}
      {children}
    </li>
  );
}
