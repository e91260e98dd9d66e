import { Code2, TrendingUp, UserRound, UsersRound } from 'lucide-react';
import { IconTile } from '../../../components/icon-tile';

const BENEFITS = [
  { icon: UserRound, title: 'Personal Profile', text: 'Keep your projects, points and GitHub link in one place.' },
  { icon: TrendingUp, title: 'Track Progress', text: 'Follow your courses, challenges and streaks over time.' },
  { icon: Code2, title: 'Coding Challenges', text: 'Solve embedded-systems challenges and earn points.' },
  { icon: UsersRound, title: 'Community Access', text: 'Join projects, events and discussions with other members.' },
] as const;

/** The benefits panel beside the sign-in form (SPEC §2 Login). */
export function AuthBenefits() {
  return (
    <section aria-labelledby="auth-benefits-title" className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 p-6 sm:p-8">
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -top-10 size-48 text-accent opacity-15"
        viewBox="0 0 100 100"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="30" y="30" width="40" height="40" rx="4" />
        {[38, 46, 54, 62].map((p) => (
          <g key={p}>
            <path d={`M${p} 30V16M${p} 70v14M30 ${p}H16M70 ${p}h14`} />
            <circle cx={p} cy="14" r="2" />
            <circle cx={p} cy="86" r="2" />
            <circle cx="14" cy={p} r="2" />
            <circle cx="86" cy={p} r="2" />
          </g>
        ))}
      </svg>
      <h2 id="auth-benefits-title" className="relative text-xl font-bold">
        Why join the club hub?
      </h2>
      <ul className="relative mt-6 flex flex-col gap-5">
        {BENEFITS.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <IconTile icon={icon} />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
