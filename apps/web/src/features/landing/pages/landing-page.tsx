import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { AboutSection } from '../components/about-section';
import { HeroSection } from '../components/hero-section';

const BelowFold = lazyPage(() => import('../components/below-fold'));

/**
 * Loads the sections below the fold. `preloadRoute` (app/router.tsx) waits for it before the first render over the
 * server-rendered page, which has them, so they are not replaced by their fallback for a moment. The router reads it
 * off the loaded page module, which knip cannot follow.
 * @public
 */
export const preload = (): Promise<unknown> => BelowFold.preload();

/** Keep following a section for this long while content above it (projects) loads. */
const HASH_FOLLOW_MS = 2500;

/**
 * Scrolls to the section named by the address (/#about ...), e.g. after a footer quick link from another
 * page (SPEC §2 Footer): waits for the section to render, then keeps it in place while content above it
 * loads, until the user scrolls or after 2.5 s.
 */
function useHashScroll(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let focused = false;
    const align = () => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      if (!focused) {
        focused = true;
        target.focus({ preventScroll: true });
      }
    };
    align();
    const observer = new ResizeObserver(align);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, HASH_FOLLOW_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { once: true, passive: true }));
    return () => {
      stop();
      window.clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [hash]);
}

/**
 * Landing page (SPEC §1): hero, about, Our Projects, Explore Our Platform, Our Team, Get In Touch.
 */
export default function LandingPage() {
  const { hash } = useLocation();
  useHashScroll(hash);
  useEffect(() => {
    document.title = 'ESDC Hub — Embedded Systems Design Club';
  }, []);

  return (
    <>
      <HeroSection />
      <AboutSection />
      <Suspense fallback={<div className="min-h-[100svh]" aria-hidden="true" />}>
        <BelowFold />
      </Suspense>
    </>
  );
}
