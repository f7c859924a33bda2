// identity as the other services see it in their component tests: registered users'
// names and addresses, every method able to be made "down".
import { bindStubService, identityProto, Reason, recordNotFound } from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface RegisteredUser {
  id: number;
  name: string;
  email: string;
}

export type IdentityMethod = 'FindUserByEmail' | 'GetUser' | 'GetUsers';

export class StubIdentity extends StubService {
  private readonly users = new Map<number, RegisteredUser>();
  private readonly timezones = new Map<number, string>();
  private readonly failing = new FailingMethods<IdentityMethod>('identity');
  private nextId: number;

  /** `firstUserId`: where the ids it hands out start (apart from the test's other stubs'). */
  constructor({ firstUserId = 5000 }: { firstUserId?: number } = {}) {
    super();
    this.nextId = firstUserId;
  }

  /** A new user, "<label> <id>", at <label>.<id>@example.com (lowercase, as identity stores it). */
  register(label = 'user'): RegisteredUser {
    const id = this.nextId++;
    const user = { id, name: `${label} ${id}`, email: `${label.toLowerCase()}.${id}@example.com` };
    this.users.set(id, user);
    return user;
  }

  /** The user's time zone, as GetUser answers it ('' when not set). */
  setTimezone(user: { id: number }, timezone: string): void {
    this.timezones.set(user.id, timezone);
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: IdentityMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    const { failing } = this;
    const record = (user: RegisteredUser) => ({ id: user.id, name: user.name, email: user.email });
    return bindStubService('workmesh.identity.v1.Identity', identityProto().Identity.service, {
      FindUserByEmail: async ({ email }) => {
        failing.check('FindUserByEmail');
        const user = [...this.users.values()].find(
          (candidate) => candidate.email === email?.toLowerCase(),
        );
        return user ? { found: true, user: record(user) } : { found: false };
      },
      GetUser: async ({ user_id }) => {
        failing.check('GetUser');
        const user = this.users.get(user_id);
        if (!user) throw recordNotFound(Reason.USER_NOT_FOUND);
        return { ...record(user), timezone: this.timezones.get(user.id) ?? '' };
      },
      // As identity: every user it knows among the ids, with their zone ('' when not set).
      GetUsers: async ({ user_ids }) => {
        failing.check('GetUsers');
        return {
          users: user_ids.flatMap((id) => {
            const user = this.users.get(id);
            return user ? [{ ...record(user), timezone: this.timezones.get(user.id) ?? '' }] : [];
          }),
        };
      },
    });
  }
}
