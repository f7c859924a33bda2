// The notifier's environment: defaults that make `npm start` work, bad values refused by name.
import { ConfigError } from '@workmesh/platform';
import { loadNotifierConfig } from '../src/config';

describe('notifier config', () => {
  it('defaults to the local relay, the local gateway and the retry plan of docs/webhooks.md', () => {
    expect(loadNotifierConfig({})).toMatchObject({
      GRPC_PORT: 50056,
      MONGO_URL: 'mongodb://127.0.0.1:27017/notifier?replicaSet=mongo-embedded',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: '"workmesh" <no-reply@workmesh.local>',
      PUBLIC_URL: 'http://localhost:8080',
      PRODUCT_NAME: 'workmesh',
      MAIL_RETRY_DELAYS_MS: [5000, 30000, 120000, 600000],
    });
  });

  it('links invitations to the gateway’s /accept-invitation under PUBLIC_URL unless INVITATION_ACCEPT_URL says otherwise', () => {
    expect(loadNotifierConfig({}).INVITATION_ACCEPT_URL).toBe(
      'http://localhost:8080/accept-invitation',
    );
    expect(
      loadNotifierConfig({ PUBLIC_URL: 'https://work.example.com/app/' }).INVITATION_ACCEPT_URL,
    ).toBe('https://work.example.com/app/accept-invitation');
    expect(
      loadNotifierConfig({ INVITATION_ACCEPT_URL: 'https://join.example.org/invite' })
        .INVITATION_ACCEPT_URL,
    ).toBe('https://join.example.org/invite');
    expect(() => loadNotifierConfig({ INVITATION_ACCEPT_URL: 'javascript:alert(1)' })).toThrow(
      /INVITATION_ACCEPT_URL/,
    );
  });

  it('reads MAIL_RETRY_DELAYS_MS as comma-separated milliseconds', () => {
    expect(loadNotifierConfig({ MAIL_RETRY_DELAYS_MS: '100, 200' }).MAIL_RETRY_DELAYS_MS).toEqual([
      100, 200,
    ]);
  });

  it.each(['soon', '100,,200', '0', '-5'])(
    'refuses MAIL_RETRY_DELAYS_MS=%j, naming the variable',
    (value) => {
      expect(() => loadNotifierConfig({ MAIL_RETRY_DELAYS_MS: value })).toThrow(ConfigError);
      expect(() => loadNotifierConfig({ MAIL_RETRY_DELAYS_MS: value })).toThrow(
        /MAIL_RETRY_DELAYS_MS/,
      );
    },
  );

  it('asks invoices for the PDFs it attaches at 127.0.0.1:50058 unless INVOICES_GRPC_ADDRESS says otherwise', () => {
    expect(loadNotifierConfig({}).INVOICES_GRPC_ADDRESS).toBe('127.0.0.1:50058');
    expect(
      loadNotifierConfig({ INVOICES_GRPC_ADDRESS: 'invoices:50058' }).INVOICES_GRPC_ADDRESS,
    ).toBe('invoices:50058');
    expect(() => loadNotifierConfig({ INVOICES_GRPC_ADDRESS: 'http://invoices' })).toThrow(
      /INVOICES_GRPC_ADDRESS/,
    );
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadNotifierConfig({ SMTP_URL: 'http://relay:25' })).toThrow(/SMTP_URL/);
  });
});

describe('notifier config: webhooks', () => {
  const secret = `whsec_${Buffer.alloc(24, 1).toString('base64')}`;

  it('defaults: no operator target, 15 s per attempt, the retry plan of docs/webhooks.md, private targets refused, teams on 50052', () => {
    const config = loadNotifierConfig({});

    expect(config.WEBHOOK_URL).toBeUndefined();
    expect(config.WEBHOOK_SECRET).toBeUndefined();
    expect(config).toMatchObject({
      WEBHOOK_TIMEOUT_MS: 15000,
      WEBHOOK_RETRY_DELAYS_MS: [5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000],
      WEBHOOK_ALLOW_PRIVATE_TARGETS: false,
      TEAMS_GRPC_ADDRESS: '127.0.0.1:50052',
    });
  });

  it('reads the operator target, its secret and the other webhook variables', () => {
    expect(
      loadNotifierConfig({
        WEBHOOK_URL: 'https://hooks.example/workmesh',
        WEBHOOK_SECRET: secret,
        WEBHOOK_TIMEOUT_MS: '300',
        WEBHOOK_RETRY_DELAYS_MS: '200,400,800',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        TEAMS_GRPC_ADDRESS: 'teams:50052',
      }),
    ).toMatchObject({
      WEBHOOK_URL: 'https://hooks.example/workmesh',
      WEBHOOK_SECRET: secret,
      WEBHOOK_TIMEOUT_MS: 300,
      WEBHOOK_RETRY_DELAYS_MS: [200, 400, 800],
      WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
      TEAMS_GRPC_ADDRESS: 'teams:50052',
    });
  });

  it('treats an empty WEBHOOK_URL as unset', () => {
    expect(loadNotifierConfig({ WEBHOOK_URL: '' }).WEBHOOK_URL).toBeUndefined();
  });

  it('requires WEBHOOK_SECRET with WEBHOOK_URL', () => {
    expect(() => loadNotifierConfig({ WEBHOOK_URL: 'https://hooks.example/x' })).toThrow(
      /"WEBHOOK_SECRET" is required when WEBHOOK_URL is set/,
    );
  });

  it.each([
    ['no whsec_ prefix', Buffer.alloc(24, 1).toString('base64')],
    ['fewer than 24 bytes', `whsec_${Buffer.alloc(23, 1).toString('base64')}`],
    ['not base64', 'whsec_this is not base64 at all!!!!!!!!!'],
  ])('refuses a WEBHOOK_SECRET with %s, without printing it', (_case, value) => {
    let message = '';
    try {
      loadNotifierConfig({ WEBHOOK_URL: 'https://hooks.example/x', WEBHOOK_SECRET: value });
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/WEBHOOK_SECRET/);
    expect(message).not.toContain(value);
  });

  it.each([
    ['WEBHOOK_URL', 'ftp://hooks.example/x'],
    ['WEBHOOK_TIMEOUT_MS', 'soon'],
    ['WEBHOOK_RETRY_DELAYS_MS', '5000,,300000'],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', 'maybe'],
    ['TEAMS_GRPC_ADDRESS', 'teams'],
  ])('refuses a bad %s, naming it', (variable, value) => {
    expect(() => loadNotifierConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
