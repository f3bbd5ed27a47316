import { eventCityParams, eventsMetadata, UpcomingEvents } from '@/components/site/events/event-lists';

export const generateStaticParams = eventCityParams;
export const generateMetadata = eventsMetadata;
export default UpcomingEvents;
