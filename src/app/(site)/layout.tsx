export default function SiteLayout({ children }: { children: React.ReactNode }) {
  // Placeholder: the marketing-site issue replaces this with the header and footer.
  return <main id="main">{children}</main>;
}
