import type { ResourceCategory } from '@esdc/core/resource';

const LABELS: Record<ResourceCategory, string> = {
  arduino: 'Arduino',
  'raspberry-pi': 'Raspberry Pi',
  pcb: 'PCB',
  iot: 'IoT',
  programming: 'Programming',
};

/** A category as people read it ('raspberry-pi' → 'Raspberry Pi'). */
export function categoryLabel(category: ResourceCategory): string {
  return LABELS[category];
}
