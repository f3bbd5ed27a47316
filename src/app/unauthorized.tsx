/**
 * unauthorized(): nothing calls it (the admin's guard redirects to the sign-in page). It is here
 * because without it Next.js puts its default 401 page in the RSC payload of every page, as for
 * src/app/forbidden.tsx.
 */
export default function Unauthorized() {
  return <h1>401: sign in first</h1>;
}
