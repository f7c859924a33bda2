// End to end: the system started the way `npm start` starts it (separate
// processes, embedded MongoDB, mail catcher, the real RabbitMQ), driven over HTTP.
import { eventually, sleep, startWebhookReceiver } from '@workmesh/testing';
import { AUTH_ERROR, linkIn, useSystem } from './system-harness';

const system = useSystem({ name: 'e2e', proxyIdentityBroker: true, gatewayReplicas: 2 });
const { gatewayFetch, http, invitedMember, register, uniqueEmail } = system;

describe('workmesh end to end', () => {
  it('registers a user with an organization, returns the User record with a token, and mails a verification link', async () => {
    const email = uniqueEmail();
    const { user } = await register(email);

    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email,
      role: 'owner',
      isAdmin: 'yes',
      contact_count: 0,
      speed_limit: 80,
      email_verified_at: null,
    });
    expect(user.current_team_id).toEqual(expect.any(Number));
    expect(user.token).toEqual(expect.any(String));
    const mail = await system.mail.waitFor((message) => message.to.includes(email));
    const verifyLink = linkIn(mail, /http\S+verify-email\?token=[\w-]+/);
    const verified = await http('GET', new URL(verifyLink).pathname + new URL(verifyLink).search);
    expect(verified.status).toBe(200);
  });

  it('refuses a second registration with the same email in shape C', async () => {
    const { email } = await register();
    const again = await http('POST', '/api/v3/user/register', {
      name: 'Other',
      email,
      password: 'another password',
      c_password: 'another password',
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.body).toEqual({ error: { email: ['The email has already been taken.'] } });
  });

  it('logs in with the same record, creates a team and lists only the caller’s teams', async () => {
    const { email, password } = await register();
    const login = await http('POST', '/api/v3/user/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(email);

    const created = await http(
      'POST',
      '/api/v3/mobile/team/createTeam',
      { name: 'Research' },
      login.body.token,
    );
    expect(created.status).toBeLessThan(300);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Research',
      created_at: expect.any(String),
    });

    const teams = await http('GET', '/api/v3/team/getTeams', undefined, login.body.token);
    expect(teams.status).toBe(200);
    expect(teams.body.map((team: { id: number }) => team.id).sort()).toEqual(
      [login.body.current_team_id, created.body.id].sort(),
    );

    const stranger = await register();
    const theirs = await http('GET', '/api/v3/team/getTeams', undefined, stranger.user.token);
    expect(theirs.body.map((team: { id: number }) => team.id)).not.toContain(created.body.id);
  });

  it('mails a reset link, revokes every earlier token, and the link sets a new password', async () => {
    const { email, user } = await register();
    const reset = await http('POST', '/api/v3/user/resetpassword', { email });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, msg: expect.any(String) });

    const mail = await system.mail.waitFor(
      (message) => message.to.includes(email) && /reset/i.test(message.subject),
    );
    const token = new URL(linkIn(mail, /http\S+reset-password\?\S+/)).searchParams.get('token');
    expect(await http('GET', '/api/v3/team/getTeams', undefined, user.token)).toEqual({
      status: 401,
      body: AUTH_ERROR,
    });

    const confirmed = await http('POST', '/api/v3/user/resetpassword/confirm', {
      token,
      password: 'a brand new secret',
      c_password: 'a brand new secret',
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await http('POST', '/api/v3/user/login', { email, password: 'a brand new secret' })).status,
    ).toBe(200);
  });

  it('a reset through one gateway: the old token is refused by the other within 1 s (its cached caller forgotten)', async () => {
    const { email, user } = await register();
    const other = system.httpVia(system.stack.gatewayUrls[1]!);
    // The other replica has the caller cached now.
    expect((await other('GET', '/api/v3/team/getTeams', undefined, user.token)).status).toBe(200);

    expect((await http('POST', '/api/v3/user/resetpassword', { email })).status).toBe(200);
    const started = Date.now();
    await eventually(
      async () =>
        (await other('GET', '/api/v3/team/getTeams', undefined, user.token)).status === 401,
      1000,
      'the other gateway refusing the revoked token',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a switch through one gateway: the other acts in the new team within 1 s', async () => {
    const owner = await register();
    const created = await http(
      'POST',
      '/api/v3/mobile/team/createTeam',
      { name: 'Second team' },
      owner.user.token,
    );
    expect(created.status).toBeLessThan(300);
    const secondTeam: number = created.body.id;
    const other = system.httpVia(system.stack.gatewayUrls[1]!);
    const settingsTeam = async () =>
      (await other('GET', '/api/v3/team/settings', undefined, owner.user.token)).body.team_id;
    expect(await settingsTeam()).toBe(owner.user.current_team_id);

    const switched = await http(
      'POST',
      '/api/v3/user/switchTeam',
      { team_id: secondTeam },
      owner.user.token,
    );
    expect(switched.status).toBe(200);
    await eventually(async () => (await settingsTeam()) === secondTeam, 1000, 'the new team');
  });

  it('answers an unknown email on reset with shape B "Invalid Email!"', async () => {
    const response = await http('POST', '/api/v3/user/resetpassword', { email: uniqueEmail() });
    expect(response.body).toEqual({ error: 'Invalid Email!' });
  });

  it.each([
    ['no header', undefined],
    ['a malformed token', 'not-a-jwt'],
  ])('answers 401 in shape A with %s', async (_name, token) => {
    expect(await http('GET', '/api/v3/team/getTeams', undefined, token)).toEqual({
      status: 401,
      body: AUTH_ERROR,
    });
  });

  it('answers 503 in shape A while a service is stopped, and recovers when it returns', async () => {
    const { user } = await register();
    await system.stack.stopProcess('teams');
    try {
      const down = await http('GET', '/api/v3/team/getTeams', undefined, user.token);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ error: 503, message: expect.any(String) });
    } finally {
      await system.stack.startProcess('teams');
    }
    // The gateway's channel reconnects with a backoff of at most 2 s.
    await eventually(
      async () =>
        (await http('GET', '/api/v3/team/getTeams', undefined, user.token)).status === 200,
      5000,
      'getTeams to answer 200 again',
    );
  });

  it('answers an unknown path with 404 in shape A', async () => {
    expect(await http('GET', '/api/v3/nothing/here')).toEqual({
      status: 404,
      body: { error: 404, message: expect.any(String) },
    });
  });

  it('registers while identity cannot reach RabbitMQ, and sends every verification mail exactly once when it can again', async () => {
    system.identityBrokerLink!.cut();
    const emails: string[] = [];
    try {
      for (let i = 0; i < 5; i++) emails.push((await register()).email);
      await sleep(1000);
      expect(
        system.mail.messages.filter((mail) => emails.some((email) => mail.to.includes(email))),
      ).toHaveLength(0);
    } finally {
      system.identityBrokerLink!.restore();
    }
    await Promise.all(
      emails.map((email) => system.mail.waitFor((mail) => mail.to.includes(email), 30_000)),
    );
    await sleep(1000); // a duplicate would arrive within this
    for (const email of emails) {
      expect(system.mail.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
  });

  it('invites by mail: the invitee registers, accepts, and is a member with the role and the derived hourly rate', async () => {
    const owner = await register();
    const inviteeEmail = uniqueEmail();
    const sent = await http(
      'POST',
      '/api/v3/team/sendInvitation',
      {
        team_id: owner.user.current_team_id,
        email: inviteeEmail,
        role: 'manager',
        pay_type: 'fixed',
        pay_period: 'monthly',
        pay_rate: 3200,
      },
      owner.user.token,
    );
    expect(sent).toEqual({
      status: 200,
      body: { success: expect.any(String), invitation_id: expect.any(Number), member_id: null },
    });

    const mail = await system.mail.waitFor((message) => message.to.includes(inviteeEmail));
    const token = new URL(linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/)).searchParams.get(
      'token',
    );
    const invitee = await register(inviteeEmail);
    const accepted = await http(
      'POST',
      '/api/v3/team/acceptInvitation',
      { token },
      invitee.user.token,
    );
    expect(accepted.status).toBe(200);

    const members = await http(
      'GET',
      `/api/v3/team/members?team_id=${owner.user.current_team_id}`,
      undefined,
      owner.user.token,
    );
    expect(members.status).toBe(200);
    const member = members.body.data.find(
      (entry: { user_id: number }) => entry.user_id === invitee.user.id,
    );
    expect(member).toMatchObject({
      role: 'manager',
      pay: {
        pay_type: 'fixed',
        pay_period: 'monthly',
        pay_rate: 3200,
        hourly_rate: 20,
        currency: 'USD',
      },
    });

    const switched = await http(
      'POST',
      '/api/v3/user/switchTeam',
      { team_id: owner.user.current_team_id },
      invitee.user.token,
    );
    expect(switched.body).toMatchObject({
      current_team_id: owner.user.current_team_id,
      role: 'manager',
    });
    await eventually(
      async () =>
        (await http('POST', '/api/v3/user/login', { email: owner.email, password: owner.password }))
          .body.is_first_member_invited === 1,
      10_000,
      'the inviter to be marked as having invited a first member',
    );
  });

  it('refuses an invitation from a plain member with shape B "permission denied"', async () => {
    const owner = await register();
    const memberEmail = uniqueEmail();
    await http(
      'POST',
      '/api/v3/team/sendInvitation',
      { team_id: owner.user.current_team_id, email: memberEmail, role: 'member' },
      owner.user.token,
    );
    const mail = await system.mail.waitFor((message) => message.to.includes(memberEmail));
    const token = new URL(linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/)).searchParams.get(
      'token',
    );
    const member = await register(memberEmail);
    expect(
      (await http('POST', '/api/v3/team/acceptInvitation', { token }, member.user.token)).status,
    ).toBe(200);

    const refused = await http(
      'POST',
      '/api/v3/mobile/invitation/sendInvitation',
      { team_id: owner.user.current_team_id, email: uniqueEmail(), role: 'member' },
      member.user.token,
    );
    expect(refused).toEqual({ status: 403, body: { error: 'permission denied' } });
  });

  it('creates a client from a multipart form with a PNG logo whose URL serves the uploaded bytes, then a project of it', async () => {
    const owner = await register();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('name', 'Acme, Inc!');
    form.set('email', uniqueEmail());
    form.set('net_term', '45');
    form.set('org_net_term', 'false');
    form.set('profile', new Blob([png], { type: 'image/png' }), 'logo.png');
    const created = await gatewayFetch('/api/v1/client/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.user.token}` },
      body: form,
    });
    const client = ((await created.json()) as { success: Record<string, any> }).success;
    expect(client).toMatchObject({
      name: 'Acme Inc',
      isInternalClient: false,
      team_id: owner.user.current_team_id,
      user_id: owner.user.id,
      invoices: { net_term: 45 },
    });
    const logo = await fetch(client.profile);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(png);

    const project = await http(
      'POST',
      '/api/v3/project/create',
      { project: 'apollo', key: 'ap-1x', client_id: client.id },
      owner.user.token,
    );
    expect(project.body).toMatchObject({
      project: 'Apollo',
      key: 'APX',
      client: { id: client.id, name: 'Acme Inc' },
      completed: 0,
      task: [],
    });
    const again = await http(
      'POST',
      '/api/v3/mobile/project/create',
      { project: 'Other', key: 'APX', client_id: client.id },
      owner.user.token,
    );
    expect(again.body).toEqual({ error: 'This key is already exist in your organization' });
    await eventually(
      async () =>
        (await http('POST', '/api/v3/user/login', { email: owner.email, password: owner.password }))
          .body.is_first_project_added === 1,
      10_000,
      'the creator to be marked as having added a first project',
    );
  });

  it('refuses a GIF logo with shape B "This file can\'t be upload on server"', async () => {
    const owner = await register();
    const form = new FormData();
    form.set('name', 'Gif Co');
    form.set('email', uniqueEmail());
    form.set(
      'profile',
      new Blob([Buffer.from('GIF89a\x01\x00\x01\x00')], { type: 'image/gif' }),
      'logo.gif',
    );
    const response = await gatewayFetch('/api/v3/client/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.user.token}` },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "This file can't be upload on server" });
  });
  it('assigns a task of a project with a comment that reaches the assignee by mail; another team can neither read nor reassign it', async () => {
    const owner = await register();
    const member = await invitedMember(owner);
    const project = await http(
      'POST',
      '/api/v3/project/create',
      { project: 'Tasks demo', key: 'TSK' },
      owner.user.token,
    );
    expect(project.status).toBe(201);

    const created = await http(
      'POST',
      '/api/taskmanager/v1/task/create',
      { project_id: project.body.id, name: 'Draft the launch plan' },
      owner.user.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'Draft the launch plan',
      project_id: project.body.id,
      team_id: owner.user.current_team_id,
      assignee: null,
      status: 'open',
      created_by: owner.user.id,
    });
    const taskId: number = created.body.id;

    const comment = 'Please start with the budget section';
    const assigned = await http(
      'POST',
      `/api/taskmanager/v1/task/updateAssignee/${taskId}`,
      { assignee: member.user.id, comment },
      owner.user.token,
    );
    expect(assigned).toEqual({
      status: 200,
      body: {
        task_id: taskId,
        task_name: 'Draft the launch plan',
        project_id: project.body.id,
        assignee: member.user.id,
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      },
    });
    const mail = await system.mail.waitFor(
      (message) =>
        message.to.includes(member.email) && message.text.includes('Draft the launch plan'),
    );
    expect(mail.text).toContain(comment);

    // Another team: an unknown task to them, for reading and for reassigning.
    const stranger = await register();
    const read = await http(
      'GET',
      `/api/taskmanager/v1/task/${taskId}`,
      undefined,
      stranger.user.token,
    );
    expect(read).toEqual({ status: 404, body: { error: 404, message: 'Task not found' } });
    const reassigned = await http(
      'POST',
      `/api/taskmanager/v1/task/updateAssignee/${taskId}`,
      { assignee: stranger.user.id },
      stranger.user.token,
    );
    expect(reassigned).toEqual({ status: 404, body: { error: 404, message: 'Task not found' } });
    const missingKey = await http(
      'POST',
      `/api/taskmanager/v1/task/updateAssignee/${taskId}`,
      { comment: 'no assignee' },
      owner.user.token,
    );
    expect(missingKey).toEqual({
      status: 400,
      body: { error: 400, message: 'Invalid request parameters' },
    });
    const outsider = await http(
      'POST',
      `/api/taskmanager/v1/task/updateAssignee/${taskId}`,
      { assignee: stranger.user.id },
      owner.user.token,
    );
    expect(outsider.status).toBe(400);

    // The project's task list and completed count, and the creator's first task, follow.
    // The member works in the owner's team once it is their current team.
    const switched = await http(
      'POST',
      '/api/v3/user/switchTeam',
      { team_id: owner.user.current_team_id },
      member.user.token,
    );
    expect(switched.status).toBe(200);
    const completed = await http(
      'POST',
      `/api/taskmanager/v1/task/${taskId}/update`,
      { status: 'completed' },
      member.user.token,
    );
    expect(completed.body).toMatchObject({ status: 'completed', assignee: member.user.id });
    await eventually(
      async () => {
        const current = await http(
          'GET',
          `/api/v3/project/${project.body.id}`,
          undefined,
          owner.user.token,
        );
        return current.body.completed === 1 && current.body.task.includes(taskId);
      },
      10_000,
      "the project's task list and completed count to follow the task",
    );
    await eventually(
      async () =>
        (await http('POST', '/api/v3/user/login', { email: owner.email, password: owner.password }))
          .body.is_first_task_added === 1,
      10_000,
      'the creator to be marked as having added a first task',
    );
  });
  it('adds a weekly schedule across the New York DST change, lists it in UTC by user and by SID, and lets only an owner delete the future of it', async () => {
    const owner = await register();
    const member = await invitedMember(owner);
    const added = await http(
      'POST',
      '/api/v1/timemanagement/schedule/add',
      {
        date_from: '2026-03-02T08:00:00-05:00',
        time_from: '09:00',
        time_to: '17:00',
        timezone: 'America/New_York',
        minimum_hours: 7.999,
        repetition: 'weekly',
        members: String(member.user.id),
        day_repeat: 'mon',
        until: '2026-03-16',
        title: 'Front desk',
      },
      owner.user.token,
    );
    expect(added).toEqual({
      status: 200,
      body: {
        success: expect.any(String),
        sid: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        entries: 3,
      },
    });
    const [scheduleHook] = await system.operatorHooks.waitFor(1, (hook) => {
      const body = JSON.parse(hook.body);
      return body.event === 'new_schedule' && body.payload.user_id === member.user.id;
    });
    expect(JSON.parse(scheduleHook!.body)).toEqual({
      event: 'new_schedule',
      payload: {
        user_id: member.user.id,
        team_id: owner.user.current_team_id,
        sid: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        title: 'Front desk',
        hours: 8,
        shift_start: '14:00:00',
        shift_end: '22:00:00',
        start_date: '2026-03-02 14:00:00',
        end_date: '2026-03-16 21:00:00',
        repetition: 'weekly',
        day_repeat: 'mon',
        retrieved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
      criteria: { team_id: owner.user.current_team_id },
    });

    // Mondays 2026-03-02 (EST, UTC−5), 03-09 and 03-16 (EDT, UTC−4 after 03-08).
    const listed = await http(
      'GET',
      `/api/v1/timemanagement/schedule/user/${member.user.id}?from=2026-03-01&to=2026-03-31`,
      undefined,
      owner.user.token,
    );
    expect(listed.status).toBe(200);
    expect(
      listed.body.data.map((entry: { start_date: string; end_date: string }) => [
        entry.start_date,
        entry.end_date,
      ]),
    ).toEqual([
      ['2026-03-02 14:00:00', '2026-03-02 22:00:00'],
      ['2026-03-09 13:00:00', '2026-03-09 21:00:00'],
      ['2026-03-16 13:00:00', '2026-03-16 21:00:00'],
    ]);
    const [first, second] = listed.body.data;
    expect(first).toMatchObject({
      user_id: member.user.id,
      team_id: owner.user.current_team_id,
      minimum_hours: 8,
      title: 'Front desk',
      sid: added.body.sid,
    });
    const bySid = await http(
      'GET',
      `/api/v1/timemanagement/schedule/sid/${first.sid}`,
      undefined,
      owner.user.token,
    );
    expect(bySid.body.total).toBe(3);

    // A plain member may not delete; the owner deletes the second and later Mondays.
    await http(
      'POST',
      '/api/v3/user/switchTeam',
      { team_id: owner.user.current_team_id },
      member.user.token,
    );
    const refused = await http(
      'POST',
      '/api/v1/timemanagement/schedule/delete',
      { id: second.id, type: 'this' },
      member.user.token,
    );
    expect(refused.status).toBe(403);
    const deleted = await http(
      'POST',
      '/api/v1/timemanagement/schedule/delete',
      { id: second.id, type: 'future', sid: first.sid, member_id: member.user.id },
      owner.user.token,
    );
    expect(deleted).toEqual({ status: 200, body: { message: expect.any(String), status: 200 } });
    const left = await http(
      'GET',
      `/api/v1/timemanagement/schedule/sid/${first.sid}`,
      undefined,
      owner.user.token,
    );
    expect(left.body.data.map((entry: { id: number }) => entry.id)).toEqual([first.id]);

    const badZone = await http(
      'POST',
      '/api/v3/schedule/create',
      {
        date_from: '2026-03-02',
        time_from: '09:00',
        time_to: '17:00',
        timezone: 'Mars/Olympus',
        minimum_hours: 8,
        repetition: 'never',
      },
      owner.user.token,
    );
    expect(badZone).toEqual({
      status: 400,
      body: { error: 400, message: 'Invalid timezone provided' },
    });
  });
  it("sends exactly one signed new_client webhook per client created while the notifier was stopped, and team subscriptions only their team's", async () => {
    const owner = await register();
    const other = await register();
    const teamHooks = await startWebhookReceiver();
    try {
      const subscribed = await http(
        'POST',
        '/api/v3/webhooks',
        { event: 'new_client', target_url: teamHooks.url },
        owner.user.token,
      );
      expect(subscribed.status).toBe(201);
      expect(subscribed.body).toMatchObject({
        event: 'new_client',
        target_url: teamHooks.url,
        active: true,
        secret: expect.stringMatching(/^whsec_/),
      });

      await system.stack.stopProcess('notifier');
      const ownerClients: number[] = [];
      for (let i = 0; i < 200; i++) {
        const created = await http(
          'POST',
          '/api/v1/client/create',
          { name: `Loss test ${i}`, email: uniqueEmail() },
          owner.user.token,
        );
        expect(created.status).toBeLessThan(300);
        ownerClients.push(created.body.success.id);
      }
      const otherClient = await http(
        'POST',
        '/api/v1/client/create',
        { name: 'Other team client', email: uniqueEmail() },
        other.user.token,
      );
      await system.stack.startProcess('notifier');

      const mine = (hook: { body: string }) =>
        ownerClients.includes(JSON.parse(hook.body).payload?.id);
      const delivered = await system.operatorHooks.waitFor(200, mine, 60_000);
      await sleep(1500); // a duplicate would arrive within the first retry step
      const operatorCopies = system.operatorHooks.received.filter(mine);
      expect(operatorCopies).toHaveLength(200);
      expect(new Set(operatorCopies.map((hook) => hook.headers['webhook-id'])).size).toBe(200);
      expect(new Set(operatorCopies.map((hook) => JSON.parse(hook.body).payload.id)).size).toBe(
        200,
      );
      const first = JSON.parse(delivered[0]!.body);
      expect(first).toEqual({
        event: 'new_client',
        payload: {
          id: expect.any(Number),
          name: expect.stringMatching(/^Loss test \d+$/),
          profile: '',
          retrieved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        },
        criteria: { team_id: owner.user.current_team_id },
      });
      expect(delivered[0]!.headers['webhook-signature']).toMatch(/^v1,/);

      // The team's own subscription: its 200, and never the other team's client.
      await teamHooks.waitFor(200, mine, 30_000);
      expect(
        teamHooks.received.some(
          (hook) => JSON.parse(hook.body).payload?.id === otherClient.body.success.id,
        ),
      ).toBe(false);
      await system.operatorHooks.waitFor(
        1,
        (hook) => JSON.parse(hook.body).payload?.id === otherClient.body.success.id,
      );
    } finally {
      await teamHooks.close();
    }
  }, 180_000);
});
