export { EventsPage as Component } from '../../features/events/events-page';
