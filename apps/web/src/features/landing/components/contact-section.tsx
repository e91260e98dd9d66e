import { CLUB_LINKS } from '@esdc/core/constants';
import { GitBranch, Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { PageContainer } from '../../../components/page-container';

const CHANNELS: readonly { title: string; text: string; href: string; label: string; icon: LucideIcon; external: boolean }[] = [
  {
    title: 'Email',
    text: 'Questions, sponsorships or a talk you would like to give.',
    href: CLUB_LINKS.email,
    label: CLUB_LINKS.email.replace('mailto:', ''),
    icon: Mail,
    external: false,
  },
  {
    title: 'Community chat group',
    text: 'The fastest way to reach members and hear about build nights.',
    href: CLUB_LINKS.groupChat,
    label: 'Join the chat group',
    icon: MessageCircle,
    external: true,
  },
  {
    title: 'GitHub',
    text: 'Our open-source projects, hardware files and this platform.',
    href: CLUB_LINKS.codeHost,
    label: 'github.com/esdc-club',
    icon: GitBranch,
    external: true,
  },
];

/** "Get In Touch" with the email, community chat-group and code-host links (SPEC §1). */
export function ContactSection() {
  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className="scroll-mt-24 outline-none">
      <PageContainer className="pb-24 pt-4">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-10">
          <SectionHeading id="contact-title" eyebrow="Say hello" title="Get In Touch">
            Curious about the club, want to collaborate, or stuck on a project? We would love to hear from you.
          </SectionHeading>
          <ul className="grid gap-4 md:grid-cols-3">
            {CHANNELS.map(({ title, text, href, label, icon: Icon, external }) => (
              <li key={title} className="flex flex-col rounded-xl border border-line bg-surface-2/60 p-5">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text" aria-hidden="true">
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-3 font-bold">{title}</h3>
                <p className="mt-1 flex-1 text-sm text-muted">{text}</p>
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="mt-4 break-all text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
                >
                  {label}
                  {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </PageContainer>
    </section>
  );
}
