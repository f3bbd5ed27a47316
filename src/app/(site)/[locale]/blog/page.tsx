import { BlogList, blogMetadata } from '@/components/site/blog/blog-list';

// Prerendered, like every page of the list (src/components/site/blog/blog-list.tsx).
export const generateMetadata = blogMetadata;
export default BlogList;
