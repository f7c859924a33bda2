// Where a subscription may point (docs/webhooks.md, "Subscriptions"): only at
// public unicast addresses. A team's target_url could otherwise make the notifier call
// into our own network (loopback, private, link-local, unique-local, CGNAT…), so the
// host is resolved and every address it resolves to is checked, at creation and again
// at each delivery (DNS may change). The delivery then connects to the very addresses
// checked (pinned), so a DNS answer that changes between check and connect cannot slip
// through. WEBHOOK_ALLOW_PRIVATE_TARGETS=true turns the rule off (tests, `npm start`).
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type TargetCheck =
  /** addresses: what to connect to; absent when private targets are allowed (no pinning). */
  | { allowed: true; addresses?: ResolvedAddress[] }
  | { allowed: false; reason: 'private'; address: string }
  | { allowed: false; reason: 'unresolvable'; error: string };

/** How long resolving a target's host may take before it counts as unresolvable. */
export const LOOKUP_TIMEOUT_MS = 5000;

/**
 * True only for a public unicast address. Allow-listing 'unicast' refuses every special
 * range ipaddr.js knows (loopback, private, linkLocal, uniqueLocal, carrierGradeNat,
 * unspecified, multicast, broadcast, reserved, and the IPv6 ranges that embed IPv4:
 * 6to4, teredo, NAT64); an IPv4-mapped IPv6 address is judged as the IPv4 it maps.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's host as an address or a name: `[::1]` → `::1`. */
export function hostOf(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

async function resolveHost(host: string): Promise<ResolvedAddress[]> {
  if (ipaddr.isValid(host)) {
    const family = ipaddr.parse(host).kind() === 'ipv4' ? 4 : 6;
    return [{ address: host, family }];
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no DNS answer within ${LOOKUP_TIMEOUT_MS} ms`)),
      LOOKUP_TIMEOUT_MS,
    );
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => ({
      address: answer.address,
      family: answer.family === 6 ? 6 : 4,
    }));
  } finally {
    clearTimeout(timer);
  }
}

export interface TargetPolicy {
  /** Whether the URL's host may be called, and at which addresses. */
  check(url: string): Promise<TargetCheck>;
}

export function targetPolicy({ allowPrivate }: { allowPrivate: boolean }): TargetPolicy {
  return {
    async check(url) {
      if (allowPrivate) return { allowed: true };
      let addresses: ResolvedAddress[];
      try {
        addresses = await resolveHost(hostOf(new URL(url)));
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return {
          allowed: false,
          reason: 'unresolvable',
          error: typeof code === 'string' ? code : (error as Error).message,
        };
      }
      if (addresses.length === 0)
        return { allowed: false, reason: 'unresolvable', error: 'ENODATA' };
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused) return { allowed: false, reason: 'private', address: refused.address };
      return { allowed: true, addresses };
    },
  };
}
