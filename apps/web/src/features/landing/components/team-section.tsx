import { Bot, CircuitBoard, Globe, type LucideIcon } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { SectionHeading } from './section-heading';

interface Team {
  name: string;
  description: string;
  icon: LucideIcon;
  members: { name: string; role: string }[];
}

/** The three teams of SPEC §1 "Our Team" with members from the seed content. */
const TEAMS: readonly Team[] = [
  {
    name: 'AI Assistant',
    description: 'Builds the club chatbot and squeezes neural networks onto microcontrollers for voice and sensor projects.',
    icon: Bot,
    members: [
      { name: 'Mei Tanaka', role: 'Team lead · TinyML' },
      { name: 'Hannah Kim', role: 'Audio DSP' },
    ],
  },
  {
    name: 'Hardware',
    description: 'Designs the boards: schematics, PCB layout, power electronics, firmware and the test rigs that keep them honest.',
    icon: CircuitBoard,
    members: [
      { name: 'Priya Raman', role: 'Team lead · Firmware' },
      { name: 'Arjun Mehta', role: 'PCB & power' },
      { name: 'Lukas Brenner', role: 'Robotics & control' },
    ],
  },
  {
    name: 'Web',
    description: 'Runs ESDC Hub and the dashboards that turn sensor data from our devices into something people can read.',
    icon: Globe,
    members: [
      { name: 'Sara Okafor', role: 'Team lead · Front end' },
      { name: 'Diego Alvarez', role: 'IoT back end' },
      { name: 'Omar Haddad', role: 'Tooling & data' },
    ],
  },
];

/** "Our Team" with the AI Assistant, Hardware and Web teams (SPEC §1). */
export function TeamSection() {
  return (
    <section id="team" tabIndex={-1} aria-labelledby="team-title" className="scroll-mt-24 outline-none">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:pl-24">
        <SectionHeading id="team-title" eyebrow="The people" title="Our Team">
          Three teams keep the club running. Every member can join one.
        </SectionHeading>
        <ul className="grid gap-5 md:grid-cols-3">
          {TEAMS.map(({ name, description, icon: Icon, members }) => (
            <li key={name} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
                  <Icon className="size-6" />
                </span>
                <h3 className="text-lg font-bold">{name}</h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted">{description}</p>
              <ul className="mt-5 space-y-3 border-t border-line pt-5" aria-label={`${name} team members`}>
                {members.map((member) => (
                  <li key={member.name} className="flex items-center gap-3">
                    <span aria-hidden="true">
                      <Avatar name={member.name} size={36} />
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold">{member.name}</span>
                      <span className="block text-xs text-muted">{member.role}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
