import { GraduationCap } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Picture } from '../../../components/picture';

/** A course picture (SPEC §2 Courses cards: image), 16:9, with a cap drawing when there is none or it cannot load. */
export function CourseImage(props: Omit<ComponentProps<typeof Picture>, 'placeholder' | 'width' | 'height'>) {
  return <Picture {...props} width={640} height={360} placeholder={GraduationCap} />;
}
