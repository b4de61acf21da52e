import { LegalPage } from './legal-page';

// The order in which the terms read; the texts live in locales/<lang>/legal.json.
export const TERMS_SECTIONS = [
  'agreement',
  'eligibility',
  'verification',
  'conduct',
  'safety',
  'subscriptions',
  'cancellation',
  'events',
  'content',
  'service',
  'termination',
  'liability',
  'law',
  'changes',
  'contact',
] as const;

export function TermsPage() {
  return <LegalPage document="terms" sections={TERMS_SECTIONS} />;
}
