import { Bot, CircuitBoard, Globe, type LucideIcon } from 'lucide-react';

/** A member as the team cards show them: name, username (their profile), role in the team and a short bio. */
export interface TeamMember {
  name: string;
  username: string;
  role: string;
  bio: string;
}

/** A team of the landing page's "Our Team" (SPEC §1). */
export interface Team {
  name: string;
  description: string;
  icon: LucideIcon;
  members: TeamMember[];
}

/** The three teams of SPEC §1 "Our Team" (AI Assistant, Hardware, Web) with members from the seed content. */
export const TEAMS: readonly Team[] = [
  {
    name: 'AI Assistant',
    description: 'Builds the club chatbot and squeezes neural networks onto microcontrollers for voice and sensor projects.',
    icon: Bot,
    members: [
      { name: 'Mei Tanaka', username: 'mei', role: 'Team lead · TinyML', bio: 'Edge ML on microcontrollers. TinyML and sensor fusion.' },
      { name: 'Hannah Kim', username: 'hannah', role: 'Audio DSP', bio: 'Audio DSP on Cortex-M. Synth builder.' },
    ],
  },
  {
    name: 'Hardware',
    description: 'Designs the boards: schematics, PCB layout, power electronics, firmware and the test rigs that keep them honest.',
    icon: CircuitBoard,
    members: [
      {
        name: 'Priya Raman',
        username: 'priya',
        role: 'Team lead · Firmware',
        bio: 'Firmware lead. RTOS, low-power design and too many logic analyser captures.',
      },
      { name: 'Arjun Mehta', username: 'arjun', role: 'PCB & power', bio: 'PCB layout and power electronics. KiCad enthusiast.' },
      { name: 'Lukas Brenner', username: 'lukas', role: 'Robotics & control', bio: 'Robotics and motor control. Currently fighting PID loops.' },
    ],
  },
  {
    name: 'Web',
    description: 'Runs ESDC Hub and the dashboards that turn sensor data from our devices into something people can read.',
    icon: Globe,
    members: [
      { name: 'Sara Okafor', username: 'sara', role: 'Team lead · Front end', bio: 'Web team. I make dashboards for things that blink.' },
      { name: 'Diego Alvarez', username: 'diego', role: 'IoT back end', bio: 'LoRa, mesh networks and solar-powered everything.' },
      { name: 'Omar Haddad', username: 'omar', role: 'Tooling & data', bio: 'Automotive CAN bus hacking and test rigs.' },
    ],
  },
];
