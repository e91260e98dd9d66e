import { Cpu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Picture } from '../../../components/picture';

/**
 * A product picture (SPEC §3 Shop product image), 4:3 unless told, with a chip drawing when there is none or it cannot
 * load.
 */
export function ProductImage({
  width = 640,
  height = 480,
  ...props
}: Omit<ComponentProps<typeof Picture>, 'placeholder' | 'width' | 'height'> & { width?: number; height?: number }) {
  return <Picture {...props} width={width} height={height} placeholder={Cpu} />;
}
