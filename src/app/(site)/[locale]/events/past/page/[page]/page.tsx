import { PastEvents, pastMetadata, pastPageParams } from '@/components/site/events/event-lists';

export const generateStaticParams = pastPageParams;
export const generateMetadata = pastMetadata;
export default PastEvents;
