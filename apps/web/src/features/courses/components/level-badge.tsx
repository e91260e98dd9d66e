import type { CourseLevel } from '@esdc/core/course';
import { Badge } from '../../../components/badge';
import { LEVEL_TONES } from '../lib/course-display';

/** A course's level as a coloured pill (SPEC §2 Courses cards and the course page's sidebar: level badge). */
export function LevelBadge({ level, className = '' }: { level: CourseLevel; className?: string }) {
  return (
    <Badge tone={LEVEL_TONES[level]} className={className}>
      {level}
    </Badge>
  );
}
