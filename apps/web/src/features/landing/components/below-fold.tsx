import { ProjectsSection } from '../../projects/public';
import { useFeatures } from '../../../lib/features';
import { ContactSection } from './contact-section';
import { PlatformSection } from './platform-section';
import { SectionHeading } from './section-heading';
import { TeamSection } from './team-section';
import { PageContainer } from '../../../components/page-container';

/**
 * The landing sections below the fold (SPEC §1): Our Projects, Explore Our Platform, Our Team and Get In
 * Touch. A chunk of its own, fetched as soon as the landing page renders, so first paint stays light.
 */
export default function BelowFold() {
  const { isEnabled } = useFeatures();
  return (
    <>
      {isEnabled('projects') ? (
        <section id="projects" tabIndex={-1} aria-labelledby="projects-title" className="scroll-mt-24 outline-none">
          <PageContainer className="pb-20">
            <SectionHeading id="projects-title" eyebrow="Built by members" title="Our Projects">
              Sensors in the greenhouse, robots on the track, radios on the roof — a few things members have built.
            </SectionHeading>
            <ProjectsSection />
          </PageContainer>
        </section>
      ) : null}
      <PlatformSection />
      <TeamSection />
      <ContactSection />
    </>
  );
}
