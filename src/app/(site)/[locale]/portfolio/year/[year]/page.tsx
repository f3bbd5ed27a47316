import { PortfolioList, portfolioMetadata, portfolioStaticParams } from '@/components/site/portfolio/portfolio-list';

export const generateStaticParams = () => portfolioStaticParams('year');
export const generateMetadata = portfolioMetadata;
export default PortfolioList;
