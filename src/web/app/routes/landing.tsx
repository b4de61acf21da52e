export { LandingPage as Component } from '../../features/landing/landing-page';
