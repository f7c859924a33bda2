// Time-off policies (docs/time-off.md, Policies): owners and managers create, update and
// delete them, members read them; names are unique per team in any case; a policy with
// requests that still hold days cannot be deleted, and a deleted one is archived.
import { asManager, asMember, asOwner, failureOf, schedulingForFile } from './scheduling-harness';
import { policy } from './time-off-fixtures';

const h = schedulingForFile();

describe('creating a time-off policy', () => {
  it('stores it with the defaults of the contract and answers it', async () => {
    const fixture = h.team({ members: 1 });

    const created = await h.client.CreateTimeOffPolicy(
      { name: 'Vacation', user_ids: [], group_ids: [] },
      asOwner(fixture),
    );

    expect(created).toMatchObject({
      team_id: fixture.teamId,
      name: 'Vacation',
      paid: true,
      unit: 'days',
      allowance: 0,
      accrual: 'yearly',
      carry_over_max: 0,
      requires_approval: true,
      allow_negative: false,
      created_by: fixture.owner.id,
    });
    expect(created.id).toBeGreaterThan(0);
  });

  it('a manager may create one; a member may not (403)', async () => {
    const fixture = h.team({ managers: 1, members: 1 });

    await h.client.CreateTimeOffPolicy(policy({ name: 'Sick' }), asManager(fixture));
    const error = await failureOf(
      h.client.CreateTimeOffPolicy(policy({ name: 'Mine' }), asMember(fixture)),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
  });

  it('a name the team has in another case is refused (409)', async () => {
    const fixture = h.team();
    await h.client.CreateTimeOffPolicy(policy({ name: 'Vacation' }), asOwner(fixture));

    const error = await failureOf(
      h.client.CreateTimeOffPolicy(policy({ name: ' VACATION ' }), asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'already_exists',
      reason: 'TIME_OFF_POLICY_NAME_TAKEN',
    });
  });

  it('another team may use the same name', async () => {
    const [one, two] = [h.team(), h.team()];
    await h.client.CreateTimeOffPolicy(policy({ name: 'Vacation' }), asOwner(one));

    const created = await h.client.CreateTimeOffPolicy(policy({ name: 'Vacation' }), asOwner(two));

    expect(created.team_id).toBe(two.teamId);
  });

  it('bad fields are 400 with the field named', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.CreateTimeOffPolicy(policy({ unit: 'weeks', allowance: -1 }), asOwner(fixture)),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
    expect(Object.keys(error.fields ?? {})).toEqual(['unit', 'allowance']);
  });

  it('more days than a year has is refused', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.CreateTimeOffPolicy(policy({ allowance: 400 }), asOwner(fixture)),
    );

    expect(error.fields).toEqual({ allowance: ['The allowance must be at most 366 days a year.'] });
  });

  it('user_ids that are not members are 400 NOT_TEAM_MEMBERS', async () => {
    const fixture = h.team();
    const outsider = h.outsider();

    const error = await failureOf(
      h.client.CreateTimeOffPolicy(policy({ user_ids: [outsider.id] }), asOwner(fixture)),
    );

    expect(error).toMatchObject({
      reason: 'NOT_TEAM_MEMBERS',
      fields: { user_ids: [String(outsider.id)] },
    });
  });
});

describe('reading policies', () => {
  it("every member lists the team's policies by name, paginated", async () => {
    const fixture = h.team({ members: 1 });
    for (const name of ['b', 'A', 'c'])
      await h.client.CreateTimeOffPolicy(policy({ name }), asOwner(fixture));

    const page = await h.client.ListTimeOffPolicies({ page: 1, per_page: 2 }, asMember(fixture));

    expect(page.policies.map((one) => one.name)).toEqual(['A', 'b']);
    expect(page.page_info).toEqual({ page: 1, per_page: 2, total: 3 });
  });

  it('with user_id, only the policies that apply to that member (named, grouped, or everyone)', async () => {
    const fixture = h.team({ members: 2 });
    const [ann, bob] = fixture.members;
    const group = h.teams.newGroup(fixture, { members: [bob] });
    await h.client.CreateTimeOffPolicy(policy({ name: 'Everyone' }), asOwner(fixture));
    await h.client.CreateTimeOffPolicy(
      policy({ name: 'Ann', user_ids: [ann.id] }),
      asOwner(fixture),
    );
    await h.client.CreateTimeOffPolicy(
      policy({ name: 'Group', group_ids: [group] }),
      asOwner(fixture),
    );

    const forBob = await h.client.ListTimeOffPolicies({ user_id: bob.id }, asMember(fixture));

    expect(forBob.policies.map((one) => one.name)).toEqual(['Everyone', 'Group']);
  });

  it("another team's policy is not found (404)", async () => {
    const [one, two] = [h.team(), h.team()];
    const created = await h.client.CreateTimeOffPolicy(policy(), asOwner(one));

    const error = await failureOf(
      h.client.GetTimeOffPolicy({ policy_id: created.id }, asOwner(two)),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'TIME_OFF_POLICY_NOT_FOUND' });
  });
});

describe('updating a policy', () => {
  it('changes what is given; lists only when their flag is set', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateTimeOffPolicy(
      policy({ user_ids: [fixture.members[0].id] }),
      asOwner(fixture),
    );

    const updated = await h.client.UpdateTimeOffPolicy(
      {
        policy_id: created.id,
        fields: { allowance: 25.5, user_ids: [], group_ids: [] },
        replace_user_ids: false,
        replace_group_ids: false,
      },
      asOwner(fixture),
    );
    const cleared = await h.client.UpdateTimeOffPolicy(
      {
        policy_id: created.id,
        fields: { user_ids: [], group_ids: [] },
        replace_user_ids: true,
        replace_group_ids: false,
      },
      asOwner(fixture),
    );

    expect(updated).toMatchObject({ allowance: 25.5, user_ids: [fixture.members[0].id] });
    expect(cleared.user_ids).toEqual([]);
  });

  it('the unit cannot change once a request uses the policy (409)', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateTimeOffPolicy(policy(), asOwner(fixture));
    await h.client.CreateTimeOffRequest(
      { policy_id: created.id, from: '2030-01-07', to: '2030-01-07' },
      asMember(fixture),
    );

    const error = await failureOf(
      h.client.UpdateTimeOffPolicy(
        {
          policy_id: created.id,
          fields: { unit: 'hours', user_ids: [], group_ids: [] },
          replace_user_ids: false,
          replace_group_ids: false,
        },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'TIME_OFF_UNIT_LOCKED' });
  });
});

describe('deleting a policy', () => {
  it('is refused (409) while a pending request has not ended', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateTimeOffPolicy(policy(), asOwner(fixture));
    await h.client.CreateTimeOffRequest(
      { policy_id: created.id, from: '2030-01-07', to: '2030-01-08' },
      asMember(fixture),
    );

    const error = await failureOf(
      h.client.DeleteTimeOffPolicy({ policy_id: created.id }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'TIME_OFF_POLICY_IN_USE' });
  });

  it('archives it: hidden from lists and reads, its name free, its requests keep the name', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateTimeOffPolicy(policy({ name: 'Old' }), asOwner(fixture));
    const request = await h.client.CreateTimeOffRequest(
      { policy_id: created.id, from: '2030-01-07', to: '2030-01-07' },
      asMember(fixture),
    );
    await h.client.CancelTimeOffRequest({ request_id: request.id }, asMember(fixture));

    const answer = await h.client.DeleteTimeOffPolicy({ policy_id: created.id }, asOwner(fixture));

    expect(answer.success).toBe('Time-off policy deleted successfully');
    const list = await h.client.ListTimeOffPolicies({}, asOwner(fixture));
    expect(list.policies).toEqual([]);
    const error = await failureOf(
      h.client.GetTimeOffPolicy({ policy_id: created.id }, asOwner(fixture)),
    );
    expect(error.reason).toBe('TIME_OFF_POLICY_NOT_FOUND');
    await h.client.CreateTimeOffPolicy(policy({ name: 'Old' }), asOwner(fixture));
    const kept = await h.client.GetTimeOffRequest({ request_id: request.id }, asOwner(fixture));
    expect(kept.policy_name).toBe('Old');
  });

  it('a member may not delete one (403)', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateTimeOffPolicy(policy(), asOwner(fixture));

    const error = await failureOf(
      h.client.DeleteTimeOffPolicy({ policy_id: created.id }, asMember(fixture)),
    );

    expect(error.kind).toBe('permission_denied');
  });
});
