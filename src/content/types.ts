/** Shapes shared by the marketing content modules. */
export type FaqItem = { question: string; answer: string };

export type CtaLink = { label: string; href: string };
