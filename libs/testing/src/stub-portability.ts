// A service's workmesh.portability.v1.Portability as tracking's export sees it in its
// component tests: the records a test gives, by kind and by scope (a team's, or a
// person's own), paged as the real services page them (next_after, JSON Lines). Served
// beside a stub service (StubService.alsoServe) or on its own (StubPortabilityServer),
// able to be made "down".
import {
  bindStubService,
  PORTABILITY_SERVICE_NAME,
  portabilityProto,
  toJsonLines,
  unavailable,
  Reason,
  type ServiceBinding,
} from '@workmesh/platform';
import { StubService } from './stub-service';

type Scope = { team_id: number } | { user_id: number };

const scopeKey = (scope: Scope) =>
  'team_id' in scope ? `team:${scope.team_id}` : `user:${scope.user_id}`;

export class StubPortability {
  private readonly records = new Map<string, Map<string, object[]>>();
  private readonly kinds = { team: new Set<string>(), personal: new Set<string>() };
  private down = false;
  /** Every ExportRecords request, in order (kind, scope, after, limit). */
  readonly requests: Array<{ kind: string; team_id: number; user_id: number; after: string }> = [];

  /** Declares kinds (listed even when a scope has no records of them). */
  constructor(kinds: { team?: string[]; personal?: string[] } = {}) {
    kinds.team?.forEach((kind) => this.kinds.team.add(kind));
    kinds.personal?.forEach((kind) => this.kinds.personal.add(kind));
  }

  /** The scope's records of a kind (replacing any given before). */
  set(scope: Scope, kind: string, records: object[]): this {
    (this.kinds['team_id' in scope ? 'team' : 'personal'] as Set<string>).add(kind);
    const byKind = this.records.get(scopeKey(scope)) ?? new Map<string, object[]>();
    byKind.set(kind, records);
    this.records.set(scopeKey(scope), byKind);
    return this;
  }

  /** Until the returned function is called, every call answers UNAVAILABLE. */
  fail(): () => void {
    this.down = true;
    return () => {
      this.down = false;
    };
  }

  binding(): ServiceBinding {
    const check = () => {
      if (this.down) throw unavailable(Reason.SERVICE_UNAVAILABLE, 'stub portability is down');
    };
    return bindStubService(PORTABILITY_SERVICE_NAME, portabilityProto().Portability.service, {
      ListExportKinds: async ({ personal }) => {
        check();
        return { kinds: [...this.kinds[personal ? 'personal' : 'team']] };
      },
      ExportRecords: async (request) => {
        check();
        this.requests.push({
          kind: request.kind,
          team_id: request.team_id,
          user_id: request.user_id,
          after: request.after,
        });
        const scope =
          request.team_id > 0 ? { team_id: request.team_id } : { user_id: request.user_id };
        const all = this.records.get(scopeKey(scope))?.get(request.kind) ?? [];
        const start = request.after === '' ? 0 : Number(request.after);
        const limit = request.limit || 1000;
        const page = all.slice(start, start + limit);
        const end = start + page.length;
        return {
          jsonl: toJsonLines(page),
          records: page.length,
          next_after: end < all.length ? String(end) : '',
        };
      },
    });
  }
}

/** A StubPortability on a port of its own (a service the test has no other stub of). */
export class StubPortabilityServer extends StubService {
  constructor(readonly portability: StubPortability) {
    super();
  }

  protected binding(): ServiceBinding {
    return this.portability.binding();
  }
}
