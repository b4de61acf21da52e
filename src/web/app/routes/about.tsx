export { AboutPage as Component } from '../../features/about/about-page';
