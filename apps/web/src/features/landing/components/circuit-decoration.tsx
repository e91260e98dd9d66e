/** Light inline circuit-board decoration for the hero (DESIGN Look and feel: light inline SVG). */
export function CircuitDecoration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 420" fill="none" aria-hidden="true" focusable="false" className={className}>
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M0 60h140l40 40h120" />
        <path d="M0 140h90l30-30h60" />
        <path d="M600 80H470l-30 30h-60" />
        <path d="M600 170H500l-40 40h-40" />
        <path d="M600 320H480l-40-40h-40" />
        <path d="M0 300h120l40-40h80" />
        <path d="M0 380h200l30-30h40" />
        <path d="M300 0v60l20 20v50" />
        <path d="M360 0v40l-20 20v70" />
        <path d="M300 420v-70l-20-20v-40" />
        <path d="M380 420v-60l20-20v-50" />
        <rect x="240" y="130" width="180" height="160" rx="14" />
        <rect x="270" y="160" width="120" height="100" rx="8" strokeDasharray="6 6" />
        <path d="M240 160h-20M240 190h-20M240 220h-20M240 250h-20M420 160h20M420 190h20M420 220h20M420 250h20M270 130v-20M300 130v-20M330 130v-20M360 130v-20M390 130v-20M270 290v20M300 290v20M330 290v20M360 290v20M390 290v20" />
      </g>
      <g fill="currentColor">
        <circle cx="300" cy="100" r="6" />
        <circle cx="180" cy="110" r="6" />
        <circle cx="380" cy="110" r="6" />
        <circle cx="420" cy="210" r="6" />
        <circle cx="240" cy="260" r="6" />
        <circle cx="400" cy="280" r="6" />
        <circle cx="270" cy="350" r="6" />
        <circle cx="280" cy="290" r="4" />
        <circle cx="400" cy="290" r="4" />
        <circle cx="140" cy="60" r="4" />
        <circle cx="470" cy="80" r="4" />
      </g>
    </svg>
  );
}
