// When personal access tokens were last used, without a database write per request:
// each replica notes a token's use at most once per TOKEN_USE_RESOLUTION_MS and sends
// what it noted to identity in one TouchTokens call every TOKEN_USE_FLUSH_MS (and when
// it stops). A failed report is dropped, not retried: last_used_at is a hint, and the
// next use reports again.
import type { Logger } from '@workmesh/platform';
import type { GatewayClients } from './downstream-clients';

/** At most one recorded use per token per minute (the rule). */
export const TOKEN_USE_RESOLUTION_MS = 60_000;
export const TOKEN_USE_FLUSH_MS = 15_000;
/** A bound on what waits for a flush (a burst of distinct tokens). */
const MAX_PENDING = 10_000;

interface Use {
  at: number;
  ip: string;
}

export class TokenUses {
  private readonly pending = new Map<string, Use>();
  /** When each token's last noted use was; entries older than the resolution are pruned at flush. */
  private readonly noted = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly identity: Pick<GatewayClients['identity'], 'TouchTokens'>,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** A request authenticated with the token. */
  note(tokenId: string, ip: string): void {
    const at = this.now();
    const last = this.noted.get(tokenId);
    if (last !== undefined && at - last < TOKEN_USE_RESOLUTION_MS) return;
    if (this.pending.size >= MAX_PENDING) return;
    this.noted.set(tokenId, at);
    this.pending.set(tokenId, { at, ip });
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** Sends what was noted since the last flush. */
  async flush(): Promise<void> {
    const now = this.now();
    for (const [tokenId, at] of this.noted)
      if (now - at >= TOKEN_USE_RESOLUTION_MS) this.noted.delete(tokenId);
    if (this.pending.size === 0) return;
    const uses = [...this.pending].map(([token_id, use]) => ({
      token_id,
      last_used_at: new Date(use.at).toISOString(),
      last_used_ip: use.ip,
    }));
    this.pending.clear();
    try {
      await this.identity.TouchTokens({ uses });
    } catch (err) {
      this.logger.warn({ err, tokens: uses.length }, "tokens' last use not recorded");
    }
  }

  start(intervalMs = TOKEN_USE_FLUSH_MS): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
