// The notifier's environment: defaults that make `npm start` work, bad values refused by name.
import { ConfigError } from '@workmesh/platform';
import { loadNotifierConfig } from '../src/config';

describe('notifier config', () => {
  it('defaults to the local relay, the local gateway and the retry plan of docs/architecture.md', () => {
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

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadNotifierConfig({ SMTP_URL: 'http://relay:25' })).toThrow(/SMTP_URL/);
  });
});
