import { eventsMetadata, UpcomingEvents } from '@/components/site/events/event-lists';

// Upcoming events by month; cached by the events tag, which the schedule tick bumps when one ends.
export const generateMetadata = eventsMetadata;
export default UpcomingEvents;
