import type { ProjectCardData } from './project-card';

/** A built-in sample project (SPEC §3 Sample fallback project). */
export interface SampleProject {
  id: number;
  title: string;
  description: string;
  technologies: string[];
  githubUrl: string;
  liveUrl?: string;
  image: string;
}

/**
 * The six built-in sample projects Community Projects falls back to when the list is empty or fails
 * (SPEC §2 Community Projects, §8, §9); the same six as the seed content.
 */
export const SAMPLE_PROJECTS: readonly SampleProject[] = [
  {
    id: 1,
    title: 'Smart Greenhouse Monitor',
    description:
      'An ESP32 node per bed measures soil moisture, air temperature, humidity and light, publishes over MQTT and drives drip valves from a rules engine, with a live dashboard and alerts.',
    technologies: ['ESP32', 'MQTT', 'FreeRTOS', 'React', 'Node.js'],
    githubUrl: 'https://github.com/esdc-club/smart-greenhouse',
    liveUrl: 'https://greenhouse.esdc.club',
    image: '/images/projects/greenhouse.svg',
  },
  {
    id: 2,
    title: 'Line-Following Robot with PID',
    description:
      'A two-wheel robot on an STM32 with an eight-sensor IR array; a 1 kHz PID loop keeps it on the line at 1.2 m/s while telemetry streams over BLE for live tuning.',
    technologies: ['STM32', 'C', 'BLE'],
    githubUrl: 'https://github.com/esdc-club/pid-line-follower',
    image: '/images/projects/line-follower.svg',
  },
  {
    id: 3,
    title: 'Wearable Heart-Rate Band',
    description:
      'A wrist band with a PPG sensor and a BLE SoC streaming heart rate and blood-oxygen estimates to a phone, with accelerometer-driven motion filtering and five days of battery.',
    technologies: ['BLE', 'C', 'Zephyr'],
    githubUrl: 'https://github.com/esdc-club/hr-band',
    image: '/images/projects/heart-band.svg',
  },
  {
    id: 4,
    title: 'LoRa Campus Weather Mesh',
    description:
      'Six solar-powered weather stations report wind, rain, temperature and pressure over LoRa to a Raspberry Pi gateway; nodes sleep at 12 µA between readings.',
    technologies: ['LoRa', 'Raspberry Pi', 'C', 'Python'],
    githubUrl: 'https://github.com/esdc-club/lora-weather-mesh',
    liveUrl: 'https://weather.esdc.club',
    image: '/images/projects/weather-mesh.svg',
  },
  {
    id: 5,
    title: 'Home Automation Hub',
    description:
      'A Raspberry Pi hub that talks to relays, smart plugs and door sensors over MQTT and Zigbee, with YAML rules and a web UI showing energy use per circuit.',
    technologies: ['Raspberry Pi', 'MQTT', 'Node.js', 'React'],
    githubUrl: 'https://github.com/esdc-club/home-hub',
    image: '/images/projects/home-hub.svg',
  },
  {
    id: 6,
    title: 'Voice-Controlled Desk Lamp',
    description: 'Offline keyword spotting on an ESP32-S3 with TensorFlow Lite Micro switches and dims a desk lamp by voice; the 18 KB model runs in 40 ms.',
    technologies: ['ESP32', 'TensorFlow Lite Micro', 'C++'],
    githubUrl: 'https://github.com/esdc-club/voice-lamp',
    image: '/images/projects/voice-lamp.svg',
  },
];

/** A sample project in the shape the project card takes. */
export function sampleToCard(sample: SampleProject): ProjectCardData {
  return {
    id: sample.id,
    title: sample.title,
    description: sample.description,
    image: sample.image,
    github_link: sample.githubUrl,
    live_url: sample.liveUrl ?? null,
    technologies: sample.technologies,
  };
}
