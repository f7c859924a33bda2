// GET /accept-invitation, the page an invitation mail links to by default: served as
// HTML under a policy that allows its script (a file of this origin) and nothing inline,
// and its script, run against the gateway, shows the invitation of the link's token,
// signs the invitee in and accepts it through the API. (browser/ runs it in Chromium.)
import { failedPrecondition, notFound, Reason } from '@workmesh/platform';
import request from 'supertest';
import { runInNewContext } from 'node:vm';
import { INVITATION_PAGE_PATH, INVITATION_SCRIPT_PATH } from '../src/invitation-page';
import { startGatewayUnderTest, tokenFor, USER, type GatewayUnderTest } from './gateway-harness';
import { MEMBER } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

describe('GET /accept-invitation', () => {
  it('answers an HTML page, without a token, that loads its one script from this origin', async () => {
    const response = await request(gateway.app).get('/accept-invitation?token=abc');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...response.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => ({ attributes, body }))).toEqual([
      { attributes: ` src="${INVITATION_SCRIPT_PATH}"`, body: '' },
    ]);
    expect(response.text).not.toMatch(/ on[a-z]+=/); // no handler attributes
  });

  it('allows scripts of this origin only, and keeps plain-http hosts working', async () => {
    const response = await request(gateway.app).get(INVITATION_PAGE_PATH);
    const policy = String(response.headers['content-security-policy']);

    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('serves the script as JavaScript', async () => {
    const response = await request(gateway.app).get(INVITATION_SCRIPT_PATH);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.text).toContain('"/api/v3/team/invitation"');
    expect(response.text).toContain('"/api/v3/team/acceptInvitation"');
    expect(response.text).toContain('"/api/v3/user/login"');
  });
});

/** The elements the script reads and writes, as plain objects. */
class FakeElement {
  value = '';
  textContent = '';
  className = '';
  hidden = false;
  disabled = false;
  readonly listeners = new Map<string, (event: { preventDefault(): void }) => unknown>();
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => unknown) {
    this.listeners.set(type, listener);
  }
}

const ELEMENT_IDS = [
  'invitation',
  'accept-form',
  'result',
  'invitation-token',
  'email',
  'password',
  'access-token',
  'accept-button',
];

const PREVIEW = {
  team_id: 12,
  team_name: 'Design',
  email: 'grace@example.com',
  role: 'manager',
  status: 'pending',
  expires_at: '2026-12-04T10:00:00.000Z',
  invited_by_name: 'Ada Lovelace',
};

/**
 * The served script, run with the page's elements, its fetch() answered by the gateway;
 * `settled()` waits for every call the page has made so far and what it did with them.
 */
async function openPage(search: string) {
  const script = (await request(gateway.app).get(INVITATION_SCRIPT_PATH)).text;
  const elements = new Map(ELEMENT_IDS.map((id) => [id, new FakeElement()]));
  const fetched: string[] = [];
  const calls: Promise<unknown>[] = [];
  const fetch = (
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => {
    fetched.push(`${init.method} ${path}`);
    const sent =
      init.method === 'GET'
        ? request(gateway.app).get(path).set(init.headers)
        : request(gateway.app)
            .post(path)
            .set(init.headers)
            .send(JSON.parse(init.body!) as object);
    const answered = sent.then((answer) => ({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body as unknown,
    }));
    calls.push(answered);
    return answered;
  };
  runInNewContext(script, {
    document: { getElementById: (id: string) => elements.get(id) },
    location: { search },
    URLSearchParams,
    fetch,
  });
  const element = (id: string) => elements.get(id)!;
  const settled = async () => {
    await Promise.all(calls);
    await new Promise((resolve) => setImmediate(resolve));
  };
  await settled();
  return {
    element,
    fetched,
    settled,
    submit: () => element('accept-form').listeners.get('submit')!({ preventDefault() {} }),
    change: (id: string) => element(id).listeners.get('change')!({ preventDefault() {} }),
  };
}

describe('the page’s preview of the invitation', () => {
  it('shows whom the link invites to which team, by whom, and fills in the invited email', async () => {
    const previews = gateway.teams.answer('GetInvitationByToken', PREVIEW);

    const page = await openPage('?token=tok%26en%2F1');

    expect(page.fetched).toEqual(['GET /api/v3/team/invitation?token=tok%26en%2F1']);
    expect(previews[0]!.message).toEqual({ token: 'tok&en/1' });
    expect(page.element('invitation').hidden).toBe(false);
    expect(page.element('invitation').textContent).toBe(
      'Ada Lovelace invited grace@example.com to join Design as a manager.',
    );
    expect(page.element('email').value).toBe('grace@example.com');
    expect(page.element('accept-form').hidden).toBe(false);
  });

  it.each([
    ['accepted', 'This invitation has already been accepted.'],
    ['revoked', 'This invitation was revoked. Ask the team for a new one.'],
    ['expired', 'This invitation has expired. Ask the team to send it again.'],
  ])('says an invitation %s cannot be accepted, and hides the form', async (status, text) => {
    gateway.teams.answer('GetInvitationByToken', { ...PREVIEW, status });

    const page = await openPage('?token=abc');

    expect(page.element('result').textContent).toBe(text);
    expect(page.element('result').className).toBe('failed');
    expect(page.element('accept-form').hidden).toBe(true);
  });

  it('shows the API’s answer for a token that names nothing, and previews a token typed in', async () => {
    gateway.teams.refuse(
      'GetInvitationByToken',
      notFound(Reason.INVITATION_NOT_FOUND, 'Invitation not found'),
    );
    const page = await openPage('?token=mistyped');

    expect(page.element('invitation').textContent).toBe('Invitation not found');
    expect(page.element('invitation').className).toBe('failed');

    gateway.teams.answer('GetInvitationByToken', { ...PREVIEW, invited_by_name: undefined });
    page.element('invitation-token').value = ' right ';
    page.change('invitation-token');
    await page.settled();

    expect(page.fetched.at(-1)).toBe('GET /api/v3/team/invitation?token=right');
    expect(page.element('invitation').textContent).toBe(
      'grace@example.com is invited to join Design as a manager.',
    );
    expect(page.element('invitation').className).toBe('');
  });

  it('asks for nothing without a token in the link', async () => {
    const page = await openPage('');

    expect(page.fetched).toEqual([]);
    expect(page.element('invitation').textContent).toBe('');
  });
});

describe('the page’s script', () => {
  it('takes the token from the link, signs the invitee in and accepts the invitation through the API', async () => {
    const logins = gateway.identity.answer('Login', { user: USER, token: tokenFor() });
    const accepts = gateway.teams.answer('AcceptInvitation', {
      success: 'You joined Design',
      member: MEMBER,
    });
    gateway.teams.answer('GetInvitationByToken', PREVIEW);
    const page = await openPage('?token=tok%26en%2F1');
    page.element('password').value = 'correct horse battery';

    await page.submit();

    expect(page.element('invitation-token').value).toBe('tok&en/1');
    expect(page.fetched).toEqual([
      'GET /api/v3/team/invitation?token=tok%26en%2F1',
      'POST /api/v3/user/login',
      'POST /api/v3/team/acceptInvitation',
    ]);
    expect(logins[0]!.message).toEqual({
      email: 'grace@example.com',
      password: 'correct horse battery',
    });
    expect(accepts[0]!.message).toEqual({ token: 'tok&en/1' });
    expect(page.element('result').textContent).toBe(
      'You joined Design You are a manager of team 12.',
    );
  });

  it('uses an access token the invitee gives instead of signing in', async () => {
    const accepts = gateway.teams.answer('AcceptInvitation', {
      success: 'You joined Design',
      member: MEMBER,
    });
    gateway.teams.answer('GetInvitationByToken', PREVIEW);
    const page = await openPage('?token=abc');
    page.element('access-token').value = tokenFor();

    await page.submit();

    expect(page.fetched).toEqual([
      'GET /api/v3/team/invitation?token=abc',
      'POST /api/v3/team/acceptInvitation',
    ]);
    expect(accepts[0]!.message).toEqual({ token: 'abc' });
  });

  it('shows the API’s refusal', async () => {
    gateway.teams.refuse(
      'AcceptInvitation',
      failedPrecondition(Reason.INVITATION_NOT_PENDING, 'This invitation has expired.'),
    );
    gateway.teams.answer('GetInvitationByToken', PREVIEW);
    const page = await openPage('?token=abc');
    page.element('access-token').value = tokenFor();

    await page.submit();

    expect(page.element('result').textContent).toBe('This invitation has expired.');
    expect(page.element('result').className).toBe('failed');
  });
});
