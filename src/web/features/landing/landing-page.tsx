import { usePageMeta } from '../../lib/use-page-meta';
import { AboutTeaserSection } from './about-teaser-section';
import { CountryGridSection } from './country-grid-section';
import { EventsTeaserSection } from './events-teaser-section';
import { FaqSection } from './faq-section';
import { FeaturedProfilesSection } from './featured-profiles-section';
import { HeroSection } from './hero-section';
import { LiveCountersSection } from './live-counters-section';
import { PremiumPerksSection } from './premium-perks-section';
import { SafetyTipsSection } from './safety-tips-section';
import { TestimonialCarousel } from './testimonial-carousel';
import { UpgradeBanner } from './upgrade-banner';
import { LandingContentContext } from '../../lib/landing-content';
import { usePublishedLanding } from './use-published-landing';

/**
 * /landing, in the spec's order, with the admins' published texts where there are
 * (docs/decisions/0037-landing-editor.md). The spec's 'Landing Page Editor' notice is the admin
 * console's editor (/admin), with its preview: visitors never see it.
 */
export function LandingPage() {
  usePageMeta('landing');
  const content = usePublishedLanding();
  return (
    <LandingContentContext.Provider value={content}>
      <main id="main">
        <HeroSection />
        <TestimonialCarousel />
        <FeaturedProfilesSection />
        <CountryGridSection />
        <PremiumPerksSection />
        <LiveCountersSection />
        <UpgradeBanner />
        <EventsTeaserSection />
        <AboutTeaserSection />
        <FaqSection />
        <SafetyTipsSection />
      </main>
    </LandingContentContext.Provider>
  );
}
