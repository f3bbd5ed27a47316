/**
 * forbidden() outside the admin, which has its own page (src/app/admin/forbidden.tsx): nothing public
 * calls it. It is here because without it Next.js puts its default 403 page, styles included, in the
 * RSC payload of every page (twice: the root and the public route group), about 2 KB each.
 */
export default function Forbidden() {
  return <h1>403: not allowed</h1>;
}
