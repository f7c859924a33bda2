// Account erasure end to end (docs/account-erasure.md), run by tracking.system.test.ts on
// its stack: a member with a name and an address found nowhere else joins a team through
// an invitation, is put on a schedule, tracks time, is assigned a task, appears on an
// invoice, is mailed and holds a personal access token. The sole-owner refusal comes
// first; once ownership has moved the account is deleted, its session and token are
// refused at once, and every document of every database of the stack's MongoDB is read:
// none names the person, and what belongs to the team stays, attributed to the id.
import { erasedUserName, mongoose } from '@workmesh/platform';
import type { RegisteredUser, System } from './system-harness';
import { linkIn } from './system-harness';
import { RATES, trackingTeam, type TrackingTeam } from './tracking-team';

const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);

/** Where each document naming any of the texts is: `<database>.<collection>: <document>`. */
async function documentsNaming(mongoUrl: string, texts: string[]): Promise<string[]> {
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    const found: string[] = [];
    const { databases } = await connection.db!.admin().listDatabases();
    for (const { name } of databases) {
      if (SYSTEM_DATABASES.has(name)) continue;
      const db = connection.useDb(name, { useCache: false }).db!;
      for (const { name: collection } of await db.listCollections().toArray()) {
        for (const document of await db.collection(collection).find({}).toArray()) {
          const text = JSON.stringify(document).toLowerCase();
          if (texts.some((wanted) => text.includes(wanted.toLowerCase())))
            found.push(`${name}.${collection}: ${JSON.stringify(document).slice(0, 400)}`);
        }
      }
    }
    return found;
  } finally {
    await connection.close();
  }
}

/** The documents of one collection of one database. */
async function documentsOf(mongoUrl: string, database: string, collection: string) {
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    return await connection
      .useDb(database, { useCache: false })
      .db!.collection(collection)
      .find({})
      .toArray();
  } finally {
    await connection.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function describeAccountErasure(system: System): void {
  describe('account erasure end to end', () => {
    const { http } = system;
    const stamp = `${Date.now()}`.slice(-8);
    // A name found nowhere else: any document holding it afterwards is a leak.
    const name = `Wilhelmina Erasable${stamp}`;
    let team: TrackingTeam;
    let member: RegisteredUser;
    let invoiceId: number;
    let patSecret: string;
    const session = () => member.user.token as string;
    const owner = () => team.owner.user.token as string;

    beforeAll(async () => {
      team = await trackingTeam(system);
      // Invoice lines by project and user: the invoice names the member.
      const settings = await http(
        'POST',
        `/api/v3/client/${team.clientId}/invoice-settings/update`,
        { lineItem: 'project-user' },
        owner(),
      );
      expect(settings.status).toBe(200);
      member = await team.joinedMember(RATES, { name });
      const scheduled = await http(
        'POST',
        '/api/v1/timemanagement/schedule/add',
        {
          date_from: '2026-08-03T08:00:00-04:00',
          time_from: '09:00',
          time_to: '17:00',
          timezone: 'America/New_York',
          minimum_hours: 8,
          repetition: 'weekly',
          members: String(member.user.id),
          day_repeat: 'mon',
          until: '2026-08-17',
          title: 'Front desk',
        },
        owner(),
      );
      expect(scheduled.status).toBe(200);
      expect(
        (await team.createEntry(member, '2026-08-04T13:00:00Z', '2026-08-04T15:00:00Z')).status,
      ).toBe(201);
      const task = await http(
        'POST',
        '/api/taskmanager/v1/task/create',
        { project_id: team.projectId, name: 'Erasure task' },
        owner(),
      );
      expect(task.status).toBe(201);
      const assigned = await http(
        'POST',
        `/api/taskmanager/v1/task/updateAssignee/${task.body.id}`,
        { assignee: member.user.id, comment: 'For you' },
        owner(),
      );
      expect(assigned.status).toBe(200);
      await system.mail.waitFor(
        (mail) => mail.to.includes(member.email) && mail.text.includes('Erasure task'),
      );
      const invoice = await http(
        'POST',
        '/api/v3/invoice/create',
        { client_id: team.clientId, from: '2026-08-01', to: '2026-08-31' },
        owner(),
      );
      expect(invoice.status).toBe(201);
      invoiceId = invoice.body.id;
      expect(JSON.stringify(invoice.body)).toContain(name);
      const token = await http(
        'POST',
        '/api/v3/token/create',
        { name: 'my script', scopes: ['time:read'] },
        session(),
      );
      expect(token.status).toBe(201);
      patSecret = token.body.token;
    }, 120_000);

    it('refuses a wrong password, and the last owner of a team with other members until ownership moves', async () => {
      const wrong = await http(
        'POST',
        '/api/v3/user/delete',
        { password: 'not it at all' },
        session(),
      );
      expect(wrong).toEqual({
        status: 422,
        body: { error: 422, message: 'The password is incorrect.' },
      });

      // The member's own organization (made at registration: the current team their
      // registration answered) gets another member: the team's owner.
      const ownOrgId: number = member.user.current_team_id;
      expect(ownOrgId).not.toBe(team.teamId);
      const sent = await http(
        'POST',
        '/api/v3/team/sendInvitation',
        { team_id: ownOrgId, email: team.owner.email, role: 'member' },
        session(),
      );
      expect(sent.status).toBe(200);
      const mail = await system.mail.waitFor(
        (message) =>
          message.to.includes(team.owner.email) && message.text.includes('accept-invitation'),
      );
      const acceptToken = new URL(
        linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/),
      ).searchParams.get('token');
      expect(
        (await http('POST', '/api/v3/team/acceptInvitation', { token: acceptToken }, owner()))
          .status,
      ).toBe(200);

      const refused = await http(
        'POST',
        '/api/v3/user/delete',
        { password: member.password },
        session(),
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 409,
        message: expect.stringMatching(
          /^You are the only owner of .+; make another member an owner before deleting your account\.$/,
        ),
      });

      const promoted = await http(
        'POST',
        '/api/v3/team/updateMemberRole',
        { team_id: ownOrgId, user_id: team.owner.user.id, role: 'owner' },
        session(),
      );
      expect(promoted.status).toBe(200);
    }, 60_000);

    it('erases the account: its session and token are refused at once, the email signs in nobody', async () => {
      const deleted = await http(
        'POST',
        '/api/v3/user/delete',
        { password: member.password },
        session(),
      );
      expect(deleted).toEqual({ status: 200, body: { message: 'Your account has been deleted.' } });

      const list = '/api/v3/time-entry/list?from=2026-08-01T00:00:00Z&to=2026-09-01T00:00:00Z';
      expect((await http('GET', list, undefined, session())).status).toBe(401);
      expect((await http('GET', list, undefined, patSecret)).status).toBe(401);
      const login = await http('POST', '/api/v3/user/login', {
        email: member.email,
        password: member.password,
      });
      expect(login.status).toBe(401);
    });

    it("keeps the team's records, attributed to the id", async () => {
      const erased = erasedUserName(member.user.id);
      const members = await http(
        'GET',
        `/api/v3/team/members?team_id=${team.teamId}`,
        undefined,
        owner(),
      );
      const row = members.body.data.find(
        (entry: { user_id: number }) => entry.user_id === member.user.id,
      );
      expect(row).toMatchObject({ name: erased });
      const entries = await http(
        'GET',
        '/api/v3/time-entry/list?from=2026-08-01T00:00:00Z&to=2026-09-01T00:00:00Z',
        undefined,
        owner(),
      );
      expect(entries.status).toBe(200);
      expect(JSON.stringify(entries.body)).toContain(`${member.user.id}`);
      // The invoice's line by the member reads the erased name once the event is consumed.
      let invoice = await http('GET', `/api/v3/invoice/${invoiceId}`, undefined, owner());
      for (let tries = 0; tries < 100 && JSON.stringify(invoice.body).includes(name); tries += 1) {
        await sleep(200);
        invoice = await http('GET', `/api/v3/invoice/${invoiceId}`, undefined, owner());
      }
      expect(invoice.status).toBe(200);
      expect(JSON.stringify(invoice.body)).toContain(erased);
      expect(JSON.stringify(invoice.body)).not.toContain(name);
    }, 60_000);

    it('leaves no document in any database naming them; audit records keep the id', async () => {
      const texts = [member.email, name];
      let found = await documentsNaming(system.stack.mongoUrl, texts);
      // Every service consumes user.erased on its own: read again until they all have.
      for (let tries = 0; tries < 60 && found.length > 0; tries += 1) {
        await sleep(500);
        found = await documentsNaming(system.stack.mongoUrl, texts);
      }
      expect(found).toEqual([]);
      const audit = await documentsOf(system.stack.mongoUrl, 'audit', 'audit_records');
      const erasure = audit.filter(
        (record) => record.action === 'user.erased' && record.object_id === String(member.user.id),
      );
      expect(erasure).toHaveLength(1);
    }, 60_000);
  });
}
