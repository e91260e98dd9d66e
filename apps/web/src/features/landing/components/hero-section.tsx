import { CLUB_NAME, TYPEWRITER_MS_PER_CHAR } from '@esdc/core/constants';
import { ArrowDown, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/button';
import { useClubLinks } from '../../../lib/club-links-api';
import { CircuitDecoration } from './circuit-decoration';
import { PageContainer } from '../../../components/page-container';

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Types `text` one character every 80 ms (SPEC §1, §9); all at once with reduced motion. It starts from nothing
 * typed, as the server rendered it, so the page hydrates without a mismatch.
 */
function useTypewriter(text: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= text.length) return;
    const all = prefersReducedMotion();
    const timer = window.setTimeout(() => setCount((c) => (all ? text.length : c + 1)), all ? 0 : TYPEWRITER_MS_PER_CHAR);
    return () => window.clearTimeout(timer);
  }, [count, text]);
  return count;
}

/** Scrolls to a landing section and moves focus there. */
function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}

const TOPICS = ['Embedded C', 'RTOS', 'PCB design', 'IoT', 'Robotics', 'TinyML'];

/**
 * Landing hero (SPEC §1): typewriter title 'Embedded Systems Design Club', Learn More (scrolls to about)
 * and Join Us (the club's group chat that an admin set in /admin, new tab; left out while unset). The full title is the heading's accessible name from the
 * start; the untyped rest keeps its space so nothing shifts.
 */
export function HeroSection() {
  const typed = useTypewriter(CLUB_NAME);
  const done = typed >= CLUB_NAME.length;
  const chatGroup = useClubLinks().data?.chat_group_url ?? null;
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <CircuitDecoration className="pointer-events-none absolute -right-72 top-10 -z-10 w-[36rem] max-w-none text-accent opacity-[0.08] sm:-right-40 sm:opacity-[0.12] lg:right-0 lg:top-24 lg:w-[46rem] dark:opacity-[0.12] sm:dark:opacity-[0.16]" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-20 h-[32rem] bg-gradient-to-b from-accent-soft/70 to-transparent" />
      <PageContainer className="flex flex-col justify-center pb-12 pt-32 md:min-h-[min(100svh,48rem)] md:pb-16">
        <p className="mb-5 inline-flex w-fit items-center gap-2 rounded-full border border-line bg-surface/80 px-3 py-1 font-mono text-xs font-semibold text-accent-text">
          <span className="size-2 rounded-full bg-success" aria-hidden="true" />
          ESDC Hub · learn · build · ship
        </p>
        <h1 id="hero-title" className="max-w-4xl text-[2.6rem] font-extrabold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
          <span className="sr-only">{CLUB_NAME}</span>
          <span aria-hidden="true" className="block bg-gradient-to-r from-hero-from to-hero-to bg-clip-text pb-1 text-transparent">
            {CLUB_NAME.slice(0, typed)}
            {/* A plain inline anchor with an absolutely placed bar: unlike an inline-block, it adds no line-break
                opportunity inside a word, so the title never re-wraps (and shifts the page) while it types. */}
            <span className="relative">
              <span className={`absolute left-[0.03em] top-[0.12em] h-[0.85em] w-[0.08em] bg-accent ${done ? 'animate-pulse' : ''}`} />
            </span>
            <span className="invisible">{CLUB_NAME.slice(typed)}</span>
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">
          We design, solder, flash and ship embedded systems together — from your first blinking LED to connected products used across campus.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="What we work on">
          {TOPICS.map((topic) => (
            <li key={topic} className="rounded-md border border-line bg-surface px-2 py-1 font-mono text-xs text-muted">
              {topic}
            </li>
          ))}
        </ul>
        <div className="mt-9 flex flex-wrap gap-3">
          {/* A real link: it scrolls to About even before the app's JavaScript has arrived. */}
          <a
            href="#about"
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('about');
            }}
            className={buttonClass('primary')}
          >
            Learn More
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          {chatGroup ? (
            <a href={chatGroup} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              Join Us
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </PageContainer>
    </section>
  );
}
