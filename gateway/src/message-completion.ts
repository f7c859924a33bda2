// What the gateway itself adds to a request message after the strict conversion of the
// body: facts of the HTTP request the service cannot see (the client's address and
// user agent), and whether an optional list was given at all (proto3 cannot tell an
// absent list from an empty one). Transport facts only, no domain rule.
import type { Request } from 'express';
import { invalidArgument, Reason, SpecText } from '@workmesh/platform';

export type RequestMessage = Record<string, unknown>;

/** What the gateway knows of an HTTP request besides its body, query and path. */
export interface HttpFacts {
  /** req.ip: the socket's peer, or the client named by the proxies TRUST_PROXY trusts. */
  clientIp?: string;
  userAgent?: string;
  /** The parsed body as sent, for a rule the conversion cannot see (a key given as null). */
  body?: unknown;
}

/**
 * A route's addition to its converted message; `sets`: the message fields it sets beside a
 * nested body (a route's `bodyField`), which the client never sends.
 */
export type MessageCompletion = ((message: RequestMessage, http: HttpFacts) => RequestMessage) & {
  sets?: readonly string[];
};

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export function httpFactsOf(req: Request): HttpFacts {
  const ip = req.ip;
  const userAgent = req.get('user-agent');
  return {
    // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; audit records want a.b.c.d.
    clientIp: ip ? (IPV4_MAPPED.exec(ip)?.[1] ?? ip) : undefined,
    userAgent: userAgent || undefined,
    body: req.body as unknown,
  };
}

const isBlank = (value: unknown) => value === undefined || value === '';

/**
 * The spec's Invitation `ip` and `agent` ("inviter's IP address / user-agent, for audit"):
 * the values the caller sent, when it sent any, else the request's own.
 */
export const fillAuditFields: MessageCompletion = (message, { clientIp, userAgent }) => {
  const completed = { ...message };
  if (isBlank(completed.ip) && clientIp) completed.ip = clientIp;
  if (isBlank(completed.agent) && userAgent) completed.agent = userAgent;
  return completed;
};

/**
 * Sets each flag (list field → flag field) to whether the body gave that list, so an
 * empty list clears it and an absent one leaves it alone. The flags are the gateway's
 * alone: a flag sent in the body is overwritten. `within`: the message field the body
 * was nested into (a route's `bodyField`), where the lists are; the flags stay at the top.
 */
export function flagGivenLists(
  flags: Readonly<Record<string, string>>,
  within?: string,
): MessageCompletion {
  const completion: MessageCompletion = (message) => {
    const completed = { ...message };
    const lists = within === undefined ? message : (message[within] ?? {});
    for (const [list, flag] of Object.entries(flags)) {
      completed[flag] = Object.prototype.hasOwnProperty.call(lists, list);
    }
    return completed;
  };
  completion.sets = Object.values(flags);
  return completion;
}

/**
 * updateAssignee's `assignee` (spec: "integer user ID, required; null unassigns the
 * task"). The conversion reads null as absent, so the body decides here: the key must be
 * there, as a JSON integer or null; null sends `unassign`. Anything else, a numeric
 * string included, is `SpecText.INVALID_REQUEST_PARAMETERS`. The flag is the gateway's alone.
 */
export const assigneeOrUnassign: MessageCompletion = (message, { body }) => {
  const given =
    typeof body === 'object' &&
    body !== null &&
    Object.prototype.hasOwnProperty.call(body, 'assignee');
  const assignee = given ? (body as Record<string, unknown>).assignee : undefined;
  if (assignee === null) {
    const { assignee: _absent, ...rest } = message;
    return { ...rest, unassign: true };
  }
  if (typeof assignee !== 'number' || !Number.isSafeInteger(assignee))
    throw invalidArgument(Reason.REQUEST_INVALID, SpecText.INVALID_REQUEST_PARAMETERS);
  return { ...message, unassign: false };
};
