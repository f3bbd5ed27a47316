import { PortfolioList, portfolioMetadata } from '@/components/site/portfolio/portfolio-list';

// Prerendered, like every filter and page of the list (src/components/site/portfolio/portfolio-list.tsx).
export const generateMetadata = portfolioMetadata;
export default PortfolioList;
