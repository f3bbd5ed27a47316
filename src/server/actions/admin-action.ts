import 'server-only';
import type { z } from 'zod';
import { unstable_rethrow } from 'next/navigation';
import { AdminAuthError, AdminForbiddenError, assertAdmin, type AdminSession } from '@/server/auth/guard';
import { recordAudit, subjectOf } from '@/server/audit';
import type { Permission } from '@/lib/roles';
import { logError } from '@/server/log';
import { originRefusal, originVerdict } from '@/server/security/origin';
import { type ActionFailure, type ActionResult, actionFailed, SIGNED_OUT } from '@/lib/action-result';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { leadAllowed, LeadOutOfScope, type LeadSubject } from '@/server/inquiries/scope';
import { flashAndReturn, postedWithoutJavaScript } from './flash';

/**
 * The one way an admin server action is written: the session is checked, the submitted form is
 * parsed with the shared zod schema, and every failure becomes the same `{ ok: false, message,
 * fieldErrors }` (lib/action-result.ts): issues on a field are its field errors, an issue on the
 * whole form (an empty path) is the message. `run` receives the parsed input and the session and
 * returns `{ ok: true, ... }` or a failure of its own (e.g. a duplicate slug).
 *
 * The returned function has the `(previous, form)` signature of `useActionState` and of a plain
 * `<form action>`, so the same action serves the page with and without JavaScript. Both arguments
 * are `unknown`: anyone can post JSON arguments of their choosing to an action, only a FormData is
 * a form. Errors the action does not expect are logged and answered with a generic message, never
 * a stack trace.
 */
export function adminFormAction<Schema extends z.ZodType, Extra extends object = object>(
  schema: Schema,
  run: (input: z.output<Schema>, context: { session: AdminSession; form: FormData }) => Promise<ActionResult<Extra>>,
  options: {
    name: string;
    /** What the account's role must allow (src/lib/roles.ts); checked before the form is read. */
    permission: Permission;
    invalidMessage?: string;
    echoValues?: boolean;
    /** false: the action answers a post made without JavaScript itself (e.g. by its own redirect). */
    flash?: boolean;
    /** Called with a refusal of a real form by a signed-in admin; may redirect (a page posted without JavaScript). */
    onRefused?: (failure: ActionFailure, form: FormData) => Promise<void>;
    /**
     * The form's `id` names a lead (or an e-mail of one): an account that sees only its offices'
     * leads gets "Unknown inquiry." for another office's, denied in the audit log, nothing changed
     * (src/server/inquiries/scope.ts).
     */
    lead?: LeadSubject;
  },
) {
  const action = async function action(_previous: unknown, form: unknown): Promise<ActionResult<Extra>> {
    const result = await answer(form);
    if (options.onRefused && !result.ok && form instanceof FormData && result.message !== SIGNED_OUT) {
      await options.onRefused(result, form);
    }
    // Without JavaScript the re-rendered page cannot show this answer: carry it across a redirect.
    const flash = options.flash !== false && form instanceof FormData && result.message !== SIGNED_OUT;
    if (flash && (await postedWithoutJavaScript())) {
      await flashAndReturn(result);
    }
    // A refused form carries what was sent, so the fields can be filled in again (only to the
    // signed-in sender).
    if (options.echoValues && !result.ok && form instanceof FormData && result.message !== SIGNED_OUT) {
      return { ...result, values: formToObject(form) };
    }
    return result;
  };
  guarded.set(action, { name: options.name, permission: options.permission, kind: 'action', lead: options.lead });
  return action;

  async function answer(form: unknown): Promise<ActionResult<Extra>> {
    // The session first: signed out, every call gets the same answer, whatever it sends.
    let session: AdminSession;
    try {
      session = await assertAdmin(options.permission);
    } catch (error) {
      if (error instanceof AdminAuthError) return actionFailed(SIGNED_OUT);
      if (error instanceof AdminForbiddenError) {
        await recordAudit({ actor: error.session.user, action: options.name, outcome: 'denied' });
        return actionFailed(NOT_PERMITTED);
      }
      throw error;
    }
    if (!(form instanceof FormData)) return actionFailed(options.invalidMessage ?? 'Expected a form.');
    const parsed = schema.safeParse(formToObject(form));
    if (!parsed.success) {
      // An issue of the whole form (empty path, e.g. an unknown kind) is the message itself.
      const { form: formMessage, ...fieldErrors } = fieldErrorsOf(parsed.error);
      return actionFailed(
        formMessage ?? options.invalidMessage ?? 'Please correct the highlighted fields.',
        fieldErrors,
      );
    }
    const audit = (outcome: 'ok' | 'refused' | 'denied' | 'failed') =>
      recordAudit({ actor: session.user, action: options.name, outcome, subject: subjectOf(parsed.data) });
    const leadId = (parsed.data as { id?: unknown }).id;
    if (options.lead && typeof leadId === 'number' && !(await leadAllowed(session, options.lead, leadId))) {
      await audit('denied');
      return actionFailed(UNKNOWN_LEAD);
    }
    try {
      const result = await run(parsed.data, { session, form });
      await audit(result.ok ? 'ok' : 'refused');
      return result;
    } catch (error) {
      // redirect() and notFound() signal by throwing: let Next.js handle them (a redirect follows a
      // done action).
      if (isRedirectSignal(error)) await audit('ok');
      unstable_rethrow(error);
      await audit('failed');
      logError(`${options.name} failed`, error);
      return actionFailed('Something went wrong. Please try again.');
    }
  }
}

/**
 * Every admin action and route handler made by adminFormAction/adminRoute, with the permission it
 * checks: the permission matrix test (tests/integration/permissions.test.ts) calls each with every role.
 */
export const guarded = new Map<
  (...args: never[]) => unknown,
  { name: string; permission: Permission; kind: 'action' | 'route'; lead?: LeadSubject }
>();

/** The answer to a lead the account does not see (another office's): the same as an unknown one. */
export const UNKNOWN_LEAD = 'Unknown inquiry.';

/** The answer to an account whose role does not allow the action (src/lib/roles.ts). */
export const NOT_PERMITTED = 'Your role does not allow this.';

function isRedirectSignal(error: unknown) {
  return (
    typeof error === 'object' &&
    error !== null &&
    String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')
  );
}

/**
 * The admin guard for route handlers: the session first (a visitor without one learns nothing
 * more than 401), then the origin check for anything but GET/HEAD (src/proxy.ts does not see
 * streamed bodies such as uploads); refusals as JSON, never cached. Unexpected errors become a
 * logged 500 without details.
 */
export function adminRoute(
  handler: (request: Request, context: { session: AdminSession }) => Promise<Response>,
  options: {
    name: string;
    /** What the account's role must allow (src/lib/roles.ts). */
    permission: Permission;
    /** false: not an entry in the audit log (a preview re-rendered as the operator types). */
    audit?: boolean;
  },
) {
  const route = async function route(request: Request): Promise<Response> {
    let session: AdminSession;
    try {
      session = await assertAdmin(options.permission);
    } catch (error) {
      if (error instanceof AdminAuthError) return privateJson({ error: 'Not signed in' }, 401);
      if (error instanceof AdminForbiddenError) {
        await recordAudit({ actor: error.session.user, action: options.name, outcome: 'denied' });
        return privateJson({ error: NOT_PERMITTED }, 403);
      }
      throw error;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const verdict = originVerdict(request.headers);
      if (verdict !== 'same-origin') {
        const { status } = originRefusal(verdict);
        return privateJson({ error: status === 403 ? 'Cross-site request refused' : 'Bad Request' }, status);
      }
    }
    const audit = (outcome: 'ok' | 'refused' | 'failed') =>
      options.audit === false
        ? undefined
        : recordAudit({ actor: session.user, action: options.name, outcome, subject: routeSubject(request) });
    try {
      const response = await handler(request, { session });
      await audit(response.ok ? 'ok' : 'refused');
      return response;
    } catch (error) {
      // Another office's lead: as if it did not exist, and denied in the log.
      if (error instanceof LeadOutOfScope) {
        await recordAudit({
          actor: session.user,
          action: options.name,
          outcome: 'denied',
          subject: routeSubject(request),
        });
        return privateJson({ error: 'Not found' }, 404);
      }
      await audit('failed');
      logError(`${options.name} failed`, error);
      return privateJson({ error: 'Something went wrong.' }, 500);
    }
  };
  guarded.set(route, { name: options.name, permission: options.permission, kind: 'route' });
  return route;
}

/** JSON that no cache keeps: admin answers are per session. */
export function privateJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * FormData → plain object for zod. A name sent once is a string; a name sent several times (a
 * gallery, a multi-select, repeated row inputs) is a list of strings. Names starting with `$` are
 * React's own action fields. Files are left out: uploads go through their own route.
 */
export function formToObject(form: FormData): Record<string, string | string[]> {
  const data: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (key.startsWith('$')) continue;
    const values = form.getAll(key).filter((value): value is string => typeof value === 'string');
    if (values.length === 0) continue;
    data[key] = values.length === 1 ? values[0]! : values;
  }
  return data;
}

/** A route's subject: its path below /admin (ids are in it), never its query or body. */
function routeSubject(request: Request) {
  return new URL(request.url).pathname.replace(/^\/admin\//, '');
}
