// The landing page's editable sections drawn with the given content, for the admin console's
// preview (docs/decisions/0037-landing-editor.md): the same components /landing shows. The admin
// page receives it from app/routes/admin.tsx, as features do not import each other.
import type { LandingView } from '../../../shared/contracts/landing-content';
import { LandingContentContext } from '../../lib/landing-content';
import { CountryGridSection } from './country-grid-section';
import { HeroSection } from './hero-section';
import { TestimonialCarousel } from './testimonial-carousel';

export function LandingSections({ view }: { view: LandingView }) {
  return (
    <LandingContentContext.Provider value={{ status: 'ready', view }}>
      <HeroSection />
      <TestimonialCarousel />
      <CountryGridSection />
    </LandingContentContext.Provider>
  );
}
