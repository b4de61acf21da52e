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

/**
 * /landing, in the spec's order. The spec's 'Landing Page Editor' notice is an admin tool for
 * a later issue and is deliberately not shown here.
 */
export function LandingPage() {
  usePageMeta('landing');
  return (
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
  );
}
