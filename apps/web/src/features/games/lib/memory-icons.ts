import type { MemoryIcon } from '@esdc/core/games/memory';
import { Battery, Bluetooth, Bot, Lightbulb, Microchip, Radio, Wifi, Zap, type LucideIcon } from 'lucide-react';

/** The picture and spoken name of each Memory Match icon (SPEC §9 Memory Match: 8 icons). */
export const MEMORY_ICON_INFO: Record<MemoryIcon, { icon: LucideIcon; name: string }> = {
  microchip: { icon: Microchip, name: 'microchip' },
  battery: { icon: Battery, name: 'battery' },
  wifi: { icon: Wifi, name: 'wi-fi' },
  bluetooth: { icon: Bluetooth, name: 'bluetooth' },
  lightbulb: { icon: Lightbulb, name: 'light bulb' },
  zap: { icon: Zap, name: 'lightning bolt' },
  radio: { icon: Radio, name: 'radio' },
  bot: { icon: Bot, name: 'robot' },
};
