import { LegalPage } from './legal-page';

// The order in which the policy reads; the texts live in locales/<lang>/legal.json.
export const PRIVACY_SECTIONS = [
  'who',
  'account',
  'verification',
  'sensitive',
  'photos',
  'messages',
  'payments',
  'usage',
  'sharing',
  'bases',
  'retention',
  'rights',
  'security',
  'children',
  'transfers',
  'changes',
  'contact',
] as const;

export function PrivacyPage() {
  return <LegalPage document="privacy" sections={PRIVACY_SECTIONS} />;
}
