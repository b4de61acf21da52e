/** The contact form's hourly limit on the e2e server; e2e/contact.spec.ts runs into it on purpose. */
export const E2E_CONTACT_RATE_LIMIT = 5;
