export { CulturePage as Component } from '../../features/culture/culture-page';
