import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/** A titled card section of My Profile (SPEC §2 My Profile, Rich profile page sections): h2 title, optional link; it may shrink in the page's grid. */
export function ProfileSection({ className = '', ...section }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return <SectionCard className={`flex min-w-0 flex-col ${className}`} {...section} />;
}
