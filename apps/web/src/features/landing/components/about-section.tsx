import { Cpu, Lightbulb, Users } from 'lucide-react';
import { IconTile } from '../../../components/icon-tile';
import { SectionHeading } from './section-heading';
import { PageContainer } from '../../../components/page-container';

const PILLARS = [
  {
    title: 'Hands-on Learning',
    text: 'Workshops and build nights where you wire, flash and debug real boards — Arduino and ESP32 to STM32, RTOS and PCB design.',
    icon: Cpu,
  },
  {
    title: 'Innovation Hub',
    text: 'Bring an idea and leave with a prototype: shared tools, lab time, and teammates who have already blown up that regulator.',
    icon: Lightbulb,
  },
  {
    title: 'Community',
    text: 'Students from every year and department who mentor each other, compete together and ship projects the campus actually uses.',
    icon: Users,
  },
];

/** About section with the three pillars: hands-on learning, innovation hub, community (SPEC §1). */
export function AboutSection() {
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-title" className="scroll-mt-24 outline-none">
      <PageContainer className="pb-20 pt-12 md:pt-16">
        <SectionHeading id="about-title" eyebrow="About us" title="Where ideas meet silicon">
          The Embedded Systems Design Club is where students learn electronics and firmware by building things together.
        </SectionHeading>
        <ul className="grid gap-5 md:grid-cols-3">
          {PILLARS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]">
              <IconTile icon={Icon} size="feature" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
