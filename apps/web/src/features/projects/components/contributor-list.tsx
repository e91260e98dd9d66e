import type { Contributor } from '@esdc/core/project';
import { PersonRow } from './person-row';

/** Contributors with avatar, name, @username and role (SPEC §3 Project contributors). */
export function ContributorList({ contributors }: { contributors: readonly Contributor[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {contributors.map((c) => (
        <li key={c.id}>
          <PersonRow
            name={c.name}
            avatar={c.avatar}
            githubUsername={c.github_username}
            secondary={<span className="font-mono">@{c.username}</span>}
            trailing={c.role ? <span className="capitalize">{c.role}</span> : null}
          />
        </li>
      ))}
    </ul>
  );
}
