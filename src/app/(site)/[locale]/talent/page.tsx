import { TalentList, talentMetadata } from '@/components/site/talent/talent-list';

// Prerendered, like every category and page of the roster (src/components/site/talent/talent-list.tsx).
export const generateMetadata = talentMetadata;
export default TalentList;
