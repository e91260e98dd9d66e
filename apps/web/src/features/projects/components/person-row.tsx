import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';

/** A member in a list: avatar, name, a secondary line and an optional trailing note. */
export function PersonRow({
  name,
  avatar,
  githubUsername,
  secondary,
  trailing,
}: {
  name: string;
  avatar: string | null;
  githubUsername?: string | null;
  secondary?: ReactNode;
  trailing?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} src={avatar} githubUsername={githubUsername} size={40} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        {secondary ? <p className="truncate text-sm text-muted">{secondary}</p> : null}
      </div>
      {trailing ? <div className="shrink-0 text-xs text-muted">{trailing}</div> : null}
    </div>
  );
}
