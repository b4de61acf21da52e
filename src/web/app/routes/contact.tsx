export { ContactPage as Component } from '../../features/contact/contact-page';
