// GET /accept-invitation, the page an invitation mail links to by default: served as
// HTML under a policy that allows its script (a file of this origin) and nothing inline,
// and its script, run against the gateway, signs the invitee in and accepts the token
// of the link through the API.
import { failedPrecondition, Reason } from '@workmesh/platform';
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
  'accept-form',
  'result',
  'invitation-token',
  'email',
  'password',
  'access-token',
  'accept-button',
];

/** The served script, run with the page's elements, its fetch() answered by the gateway. */
async function openPage(search: string) {
  const script = (await request(gateway.app).get(INVITATION_SCRIPT_PATH)).text;
  const elements = new Map(ELEMENT_IDS.map((id) => [id, new FakeElement()]));
  const fetched: string[] = [];
  const fetch = async (
    path: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => {
    fetched.push(`${init.method} ${path}`);
    const answer = await request(gateway.app)
      .post(path)
      .set(init.headers)
      .send(JSON.parse(init.body) as object);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body as unknown,
    };
  };
  runInNewContext(script, {
    document: { getElementById: (id: string) => elements.get(id) },
    location: { search },
    URLSearchParams,
    fetch,
  });
  const element = (id: string) => elements.get(id)!;
  return {
    element,
    fetched,
    submit: () => element('accept-form').listeners.get('submit')!({ preventDefault() {} }),
  };
}

describe('the page’s script', () => {
  it('takes the token from the link, signs the invitee in and accepts the invitation through the API', async () => {
    const logins = gateway.identity.answer('Login', { user: USER, token: tokenFor() });
    const accepts = gateway.teams.answer('AcceptInvitation', {
      success: 'You joined Design',
      member: MEMBER,
    });
    const page = await openPage('?token=tok%26en%2F1');
    page.element('email').value = 'grace@example.com';
    page.element('password').value = 'correct horse battery';

    await page.submit();

    expect(page.element('invitation-token').value).toBe('tok&en/1');
    expect(page.fetched).toEqual(['POST /api/v3/user/login', 'POST /api/v3/team/acceptInvitation']);
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
    const page = await openPage('?token=abc');
    page.element('access-token').value = tokenFor();

    await page.submit();

    expect(page.fetched).toEqual(['POST /api/v3/team/acceptInvitation']);
    expect(accepts[0]!.message).toEqual({ token: 'abc' });
  });

  it('shows the API’s refusal', async () => {
    gateway.teams.refuse(
      'AcceptInvitation',
      failedPrecondition(Reason.INVITATION_NOT_PENDING, 'This invitation has expired.'),
    );
    const page = await openPage('?token=abc');
    page.element('access-token').value = tokenFor();

    await page.submit();

    expect(page.element('result').textContent).toBe('This invitation has expired.');
    expect(page.element('result').className).toBe('failed');
  });
});
