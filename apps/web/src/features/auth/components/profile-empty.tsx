import type { LucideIcon } from 'lucide-react';

/**
 * The empty state of a My Profile section (SPEC §2 Rich profile page: 'Your cart is empty', 'No upcoming events' ...):
 * the section's icon over a short line, in a dashed box that fills the section.
 * @param icon the section's icon (decorative)
 * @param text what is missing
 */
export function ProfileEmpty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-center text-muted">
      <Icon className="size-7" aria-hidden="true" />
      <p className="font-medium">{text}</p>
    </div>
  );
}
