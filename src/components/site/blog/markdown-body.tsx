/**
 * HTML produced by renderMarkdown() (server-side, sanitized: src/server/markdown.ts), styled.
 * Never pass anything else here.
 */
export function MarkdownBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`text-muted leading-relaxed [&_a]:text-gold [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-clay-2 [&_code]:px-1 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-sand [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-sand [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-sand [&_h5]:mt-4 [&_h5]:font-semibold [&_h5]:text-sand [&_h6]:mt-4 [&_h6]:font-semibold [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figure]:mt-6 [&_figure_img]:mt-0 [&_img]:mt-6 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_strong]:text-sand [&_table]:mt-6 [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
