// The payments module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { membershipFlagsSql, readMembershipFlags } from './membership';
export { PAYMENT_PERSONAL_DATA } from './personal-data';
export { createPaymentsContext, paymentRoutes } from './routes';
export { cancelAllForMember, type PaymentsContext } from './service';
