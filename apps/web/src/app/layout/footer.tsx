import { CLUB_LINKS, CLUB_NAME } from '@esdc/core/constants';
import { paths } from '@esdc/core/routes';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ComingSoonEntry } from '../../components/coming-soon';
import { useFeatures } from '../../lib/features';
import { PageContainer } from '../../components/page-container';
import { BrandLink } from './brand-link';
import { FOOTER_RESOURCE_LINKS, FOOTER_SECTIONS, isBuiltLink, visibleLinks } from './nav-links';

const linkClass = 'text-sm text-muted transition hover:text-fg hover:underline underline-offset-4';

/**
 * Footer (SPEC §2 Footer): club name; quick links that scroll to the landing sections (the sections'
 * scroll margin clears the header); resource links ('Coming soon' without a link until their area is built);
 * copyright 2025.
 */
export function Footer() {
  const { isEnabled } = useFeatures();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (pathname !== paths.home) {
      // The landing page scrolls to the hash once it has loaded.
      navigate(`${paths.home}#${id}`);
      return;
    }
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <footer className="border-t border-line bg-surface">
      <PageContainer className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div>
          <BrandLink className="inline-flex items-center gap-2" nameClassName="text-lg" />
          <p className="mt-3 font-semibold">{CLUB_NAME}</p>
          <p className="mt-1 max-w-sm text-sm text-muted">
            A student club for people who like to design, solder, flash and ship things — from a first blinking LED to connected products.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-bold uppercase tracking-wider">Quick Links</h2>
          <ul className="mt-3 space-y-2">
            {FOOTER_SECTIONS.filter((s) => !s.feature || isEnabled(s.feature)).map(({ label, id }) => (
              <li key={id}>
                <a href={`${paths.home}#${id}`} onClick={(event) => goToSection(event, id)} className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="text-sm font-bold uppercase tracking-wider">Resources</h2>
          <ul className="mt-3 space-y-2">
            {visibleLinks(FOOTER_RESOURCE_LINKS, isEnabled).map((item) => (
              <li key={item.label}>
                {isBuiltLink(item) ? (
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                ) : (
                  <ComingSoonEntry label={item.label} className="inline-flex items-center text-sm text-muted" />
                )}
              </li>
            ))}
            <li>
              <a href={CLUB_LINKS.codeHost} target="_blank" rel="noopener noreferrer" className={linkClass}>
                GitHub<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={CLUB_LINKS.discussions} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Discussions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </PageContainer>
      <div className="border-t border-line">
        <PageContainer className="py-5">
          <p className="text-center text-sm text-muted">© 2025 Embedded Systems Design Club</p>
        </PageContainer>
      </div>
    </footer>
  );
}
