import { PortfolioList, portfolioMetadata, portfolioStaticParams } from '@/components/site/portfolio/portfolio-list';

export const generateStaticParams = () => portfolioStaticParams('category');
export const generateMetadata = portfolioMetadata;
export default PortfolioList;
