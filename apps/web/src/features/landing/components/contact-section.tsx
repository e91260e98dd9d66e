import type { ClubLinks } from '@esdc/core/club-links-schemas';
import { GitBranch, Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import { useClubLinks } from '../../../lib/club-links-api';
import { SectionHeading } from './section-heading';
import { PageContainer } from '../../../components/page-container';

interface Channel {
  title: string;
  text: string;
  href: string;
  label: string;
  icon: LucideIcon;
  external: boolean;
}

/** An address as shown: without its scheme and trailing slash ('github.com/esdc-club'). */
const shownUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');

/**
 * The channels an admin has set (in /admin), in order: email, community chat group, code host; an unset one is left out.
 * @param links the club's links, or undefined while they load
 */
function contactChannels(links: ClubLinks | undefined): Channel[] {
  if (!links) return [];
  const channels: Channel[] = [];
  if (links.contact_email) {
    const text = 'Questions, sponsorships or a talk you would like to give.';
    channels.push({ title: 'Email', text, href: `mailto:${links.contact_email}`, label: links.contact_email, icon: Mail, external: false });
  }
  if (links.chat_group_url) {
    const text = 'The fastest way to reach members and hear about build nights.';
    channels.push({ title: 'Community chat group', text, href: links.chat_group_url, label: 'Join the chat group', icon: MessageCircle, external: true });
  }
  if (links.code_host_url) {
    const text = 'Our open-source projects, hardware files and this platform.';
    channels.push({ title: 'Source code', text, href: links.code_host_url, label: shownUrl(links.code_host_url), icon: GitBranch, external: true });
  }
  return channels;
}

/** "Get In Touch" with the email, community chat-group and code-host links (SPEC §1) that an admin has set. */
export function ContactSection() {
  const channels = contactChannels(useClubLinks().data);
  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className="scroll-mt-24 outline-none">
      <PageContainer className="pb-24 pt-4">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-10">
          <SectionHeading id="contact-title" eyebrow="Say hello" title="Get In Touch">
            Curious about the club, want to collaborate, or stuck on a project? We would love to hear from you.
          </SectionHeading>
          {channels.length === 0 ? null : (
            <ul className="grid gap-4 md:grid-cols-3">
              {channels.map(({ title, text, href, label, icon: Icon, external }) => (
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
          )}
        </div>
      </PageContainer>
    </section>
  );
}
