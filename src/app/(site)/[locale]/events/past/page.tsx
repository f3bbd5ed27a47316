import { PastEvents, pastMetadata } from '@/components/site/events/event-lists';

export const generateMetadata = pastMetadata;
export default PastEvents;
