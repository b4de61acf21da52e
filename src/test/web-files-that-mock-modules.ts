// The web test files that replace a module with vi.mock or vi.doMock. The web tests share their worker's
// modules (vitest.config.ts, project "web"), where a mock would stay for the worker's next files:
// these keep a module world each (project "web-mocks"; docs/architecture.md, Tests).
// web-files-that-mock-modules.test.ts fails when a file mocks a module and is not listed here.
export const WEB_FILES_THAT_MOCK_MODULES = [
  'src/web/app/layout/member-header-parts.test.tsx',
  'src/web/app/layout/member-tabs.test.tsx',
  'src/web/features/admin/verification-queue/verification-queue.test.tsx',
  'src/web/features/admin/admin-dashboard.test.tsx',
  'src/web/features/auth/account-menu.test.tsx',
  'src/web/features/paywall/paywall.test.tsx',
  'src/web/features/paywall/sandbox-checkout-page.test.tsx',
  'src/web/features/pricing/pricing-page.test.tsx',
];
