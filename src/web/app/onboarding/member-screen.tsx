import type { ReactNode } from 'react';
import { QueryProvider } from '../../components/query-provider';
import { OfflineData } from '../offline/offline-data';
import { OnboardingGuard } from './onboarding-guard';
import type { GuardedPage } from './onboarding-screen';
import type { GateRequirements } from './onboarding-steps';

/**
 * A member's screen: the gates it `requires` (OnboardingGuard), then the page with the data cache
 * that only member screens load (docs/decisions/0016-data-loading.md) and its offline copy
 * (docs/decisions/0036-offline-member-data.md).
 */
export function MemberScreen({ requires, page, children }: { requires: GateRequirements; page: GuardedPage; children: ReactNode }) {
  return (
    <OnboardingGuard requires={requires} page={page}>
      <QueryProvider>
        <OfflineData>{children}</OfflineData>
      </QueryProvider>
    </OnboardingGuard>
  );
}
