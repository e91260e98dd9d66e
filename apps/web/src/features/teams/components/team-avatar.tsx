import type { TeamFocusArea } from '@esdc/core/team';
import { Bot, CircuitBoard, Code, Cog, FlaskConical, Globe, Megaphone, Wifi, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { IconTile } from '../../../components/icon-tile';

/** The icon of each focus area: a team without an uploaded avatar shows it. */
const FOCUS_ICONS: Record<TeamFocusArea, LucideIcon> = {
  AI: Bot,
  Hardware: CircuitBoard,
  Software: Code,
  Web: Globe,
  Robotics: Cog,
  IoT: Wifi,
  Research: FlaskConical,
  Outreach: Megaphone,
};

/**
 * A team's avatar (docs/requirements.md §2 Teams): its uploaded image, else (or when it fails to load) its focus area's icon. Decorative: the
 * team's name is always written next to it.
 * @param size 'md' on cards, 'lg' on the team's page
 */
export function TeamAvatar({ team, size = 'md' }: { team: { avatar: string | null; focus_area: TeamFocusArea }; size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? 64 : 44;
  // An image that fails to load (its upload deleted with its uploader's account) gives way to the icon.
  const [failed, setFailed] = useState<string | null>(null);
  const avatar = team.avatar;
  if (avatar && failed !== avatar) {
    return (
      <img
        onError={() => setFailed(avatar)}
        src={avatar}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        className="shrink-0 rounded-2xl border border-line object-cover"
        style={{ width: px, height: px }}
      />
    );
  }
  return <IconTile icon={FOCUS_ICONS[team.focus_area]} size={size === 'lg' ? '3xl' : 'feature'} />;
}
