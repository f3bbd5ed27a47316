import { TalentList, talentMetadata, talentStaticParams } from '@/components/site/talent/talent-list';

export const generateStaticParams = () => talentStaticParams('page');
export const generateMetadata = talentMetadata;
export default TalentList;
