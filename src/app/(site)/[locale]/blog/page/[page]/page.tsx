import { BlogList, blogMetadata, blogStaticParams } from '@/components/site/blog/blog-list';

export const generateStaticParams = blogStaticParams;
export const generateMetadata = blogMetadata;
export default BlogList;
