// Audit (issue 33, docs/audit.md): identity's account writes — a registration, a switch
// of the current team, an email verified — each record exactly one change.recorded in
// their transaction, with the action declared in IDENTITY_AUDIT_ACTIONS, the user as
// actor and subject, and never the password's hash. The sign-in writes (login, password
// reset, sessions) record theirs in login-sessions.ts and password-reset.ts (tested in
// their own files). Every write route the gateway sends to identity must be one or the
// other: a new one without a case fails here.
import {
  changedFieldNames,
  changesRecordedBy,
  changesRecordedFor,
  gatewayWriteRpcs,
  SECRET_FIELD_NAME,
} from '@workmesh/testing';
import { IDENTITY_AUDIT_ACTIONS } from '../src/events';
import { failureOf, identityForFile, type EventLog } from './identity-harness';
import { registration } from './registrations';

/** Identity's write rpcs whose change another file tests (the sign-in records). */
// Recorded by the sign-in, token and two-factor use cases, and tested with them
// (login-sessions, password-reset, access-tokens and two-factor tests), and the account's
// erasure (account-deletion test).
const SIGN_IN_RPCS = [
  'ConfirmPasswordReset',
  'ConfirmTwoFactor',
  'CreateToken',
  'DeleteAccount',
  'DeleteOtherSessions',
  'DeleteSession',
  'DeleteToken',
  'DisableTwoFactor',
  'EnableTwoFactor',
  'Login',
  'RegenerateRecoveryCodes',
  'RequestPasswordReset',
  'VerifyTwoFactor',
];

describe('change.recorded of identity’s account writes', () => {
  const identity = identityForFile();
  let registered: EventLog;
  beforeAll(async () => {
    registered = await identity.listen(['user.registered']);
  });

  const asCaller = (userId: number) => ({ caller: { userId } });

  const expectNoSecrets = (changes: Record<string, unknown>) =>
    expect(changedFieldNames(changes).filter((f) => SECRET_FIELD_NAME.test(f))).toEqual([]);

  it('has a case for every write rpc the gateway routes to identity (or a sign-in record)', () => {
    const covered = [...Object.keys(IDENTITY_AUDIT_ACTIONS), ...SIGN_IN_RPCS];
    expect(gatewayWriteRpcs('identity')).toEqual(
      expect.arrayContaining(['Register', 'SwitchTeam']),
    );
    expect(gatewayWriteRpcs('identity').filter((rpc) => !covered.includes(rpc))).toEqual([]);
  });

  it('Register records user.registered in the team it created, the user as actor and subject', async () => {
    const request = registration();
    const session = await identity.client.Register(request);
    const user = session.user!;

    const recorded = await changesRecordedFor(identity.db, user.current_team_id);

    expect(recorded).toHaveLength(1);
    const [event] = recorded;
    expect(event).toMatchObject({
      source: 'identity',
      actor: { user_id: user.id },
      data: {
        team_id: user.current_team_id,
        action: IDENTITY_AUDIT_ACTIONS.Register,
        object_type: 'user',
        object_id: String(user.id),
        subject_user_id: user.id,
        changes: {
          email: { after: request.email },
          name: { after: request.name },
          current_team_id: { after: user.current_team_id },
        },
      },
    });
    expectNoSecrets(event.data.changes);
    expect(event.data.changes).not.toHaveProperty(['created_at']);
    expect(JSON.stringify(event)).not.toContain(request.password);
  });

  it('SwitchTeam records user.current_team_changed in the team switched to', async () => {
    const user = (await identity.client.Register(registration())).user!;
    const team = identity.teams.addTeam([[user.id, 'manager']]);

    const { recorded } = await changesRecordedBy(identity.db, team, () =>
      identity.client.SwitchTeam({ team_id: team }, asCaller(user.id)),
    );

    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor: { user_id: user.id },
      data: {
        team_id: team,
        action: IDENTITY_AUDIT_ACTIONS.SwitchTeam,
        object_id: String(user.id),
        subject_user_id: user.id,
        changes: {
          current_team_id: { before: user.current_team_id, after: team },
          role: { after: 'manager' },
        },
      },
    });
    expect(recorded[0].data.changes).not.toHaveProperty(['updated_at']);
  });

  it('SwitchTeam refused (not a member) records nothing', async () => {
    const user = (await identity.client.Register(registration())).user!;
    const team = identity.teams.addTeam([]);

    const { recorded } = await changesRecordedBy(identity.db, team, async () => {
      expect(
        await failureOf(identity.client.SwitchTeam({ team_id: team }, asCaller(user.id))),
      ).toMatchObject({ reason: 'NOT_A_MEMBER' });
    });

    expect(recorded).toEqual([]);
  });

  it('VerifyEmail records user.email_verified once; the token used again records nothing', async () => {
    const request = registration();
    const user = (await identity.client.Register(request)).user!;
    const event = await registered.waitFor<{ verification_token: string }>(
      (candidate) => candidate.data.email === request.email,
    );
    const token = event.data.verification_token;

    const { recorded } = await changesRecordedBy(identity.db, user.current_team_id, async () => {
      await identity.client.VerifyEmail({ token });
      await failureOf(identity.client.VerifyEmail({ token }));
    });

    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor: { user_id: user.id },
      data: {
        action: IDENTITY_AUDIT_ACTIONS.VerifyEmail,
        object_id: String(user.id),
        subject_user_id: user.id,
        changes: { email_verified_at: { before: null, after: expect.any(String) } },
      },
    });
    expect(JSON.stringify(recorded[0])).not.toContain(token);
  });
});
