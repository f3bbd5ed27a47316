import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { logError } from '../log';

/**
 * Which server functions the outside may call, read once from the build
 * (docs/decisions/114-server-functions-gate-and-request-framing.md). Next.js registers every 'use server'
 * action AND every 'use cache' function as a server reference anyone could POST to; only the admin's
 * actions (modules under src/server/actions/) are meant to be called, each from the pages whose code
 * holds it (the manifest's `workers`). Unreadable manifests refuse everything (fail closed).
 */

type ReferenceEntry = { filename?: string; exportedName?: string; workers?: Record<string, unknown> };
type Callable = { routes: RegExp[] };
type Registry = { callable: Map<string, Callable>; routeHandlers: RegExp[] } | { error: string };

const ACTION_MODULES = /^src\/server\/actions\//;

let registry: Registry | undefined;

// turbopackIgnore: a path built at run time would make the bundler trace the whole project (the
// database and data/admin-password.txt included) into the proxy's file list.
function buildDir() {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
}

/** `/admin/[type]/[id]/edit` → a pattern for the paths it serves. */
export function routePattern(route: string) {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/.+)?';
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/.+';
      if (/^\[[^\]]+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/**
 * The registry from a server-reference manifest and an app-path-routes manifest (`/admin/jobs/page`
 * → `/admin/jobs`, `/contact/submit/route` → `/contact/submit`). Exported for the tests.
 */
export function registryFrom(references: unknown, appPathRoutes: unknown): Registry {
  const node = (references as { node?: Record<string, ReferenceEntry> } | null)?.node;
  if (!node || typeof node !== 'object' || !appPathRoutes || typeof appPathRoutes !== 'object') {
    return { error: 'unexpected manifest shape' };
  }
  const routes = appPathRoutes as Record<string, string>;
  const callable = new Map<string, Callable>();
  for (const [id, entry] of Object.entries(node)) {
    if (!ACTION_MODULES.test(entry.filename ?? '') || (entry.exportedName ?? '').startsWith('$$RSC_SERVER_CACHE'))
      continue;
    const pages = Object.keys(entry.workers ?? {})
      .map((worker) => routes[worker.replace(/^app/, '')])
      .filter((route): route is string => typeof route === 'string');
    callable.set(id, { routes: pages.map(routePattern) });
  }
  const routeHandlers = Object.entries(routes)
    .filter(([entry]) => entry.endsWith('/route'))
    .map(([, route]) => routePattern(route));
  return { callable, routeHandlers };
}

function loadRegistry(): Registry {
  try {
    const read = (name: string): unknown =>
      JSON.parse(fs.readFileSync(path.join(/*turbopackIgnore: true*/ buildDir(), name), 'utf8'));
    return registryFrom(read('server/server-reference-manifest.json'), read('app-path-routes-manifest.json'));
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function current() {
  registry ??= loadRegistry();
  if ('error' in registry) logError('server_functions.manifest_unreadable', registry.error, { refusing: 'every call' });
  return registry;
}

/** True when `pathname` is a route handler's (a POST there is a plain form post, not a server function). */
export function isRouteHandlerPath(pathname: string, known: Registry = current()) {
  return !('error' in known) && known.routeHandlers.some((route) => route.test(pathname));
}

/**
 * Whether a server-function call naming `ids`, posted to `pathname`, may reach Next.js: 'ok'; 'refused'
 * for an id that is not an admin action (a 'use cache' function, an unknown id, unreadable manifests);
 * 'wrong-page' for an action the page at `pathname` does not hold (Next.js would forward it to a page that
 * does, through the public listener).
 */
export function serverFunctionVerdict(
  ids: string[],
  pathname: string,
  known: Registry = current(),
): 'ok' | 'refused' | 'wrong-page' {
  if ('error' in known) return 'refused';
  for (const id of ids) {
    const action = known.callable.get(id);
    if (!action) return 'refused';
    if (!action.routes.some((route) => route.test(pathname))) return 'wrong-page';
  }
  return 'ok';
}
