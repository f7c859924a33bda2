// The clients service's environment: defaults that make `npm start` work, the object
// store required, and a bad value refused with the variable's name.
import { ConfigError } from '@workmesh/platform';
import { loadClientsConfig } from '../src';

const STORE = {
  MINIO_ENDPOINT: 'http://127.0.0.1:9000',
  MINIO_ACCESS_KEY: 'minio',
  MINIO_SECRET_KEY: 'minio-secret',
};

describe('clients configuration', () => {
  it('defaults to gRPC port 50053, a database named clients and teams at 127.0.0.1:50052', () => {
    const config = loadClientsConfig(STORE);

    expect(config.GRPC_PORT).toBe(50053);
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017/clients?replicaSet=mongo-embedded');
    expect(config.TEAMS_GRPC_ADDRESS).toBe('127.0.0.1:50052');
  });

  it('stores logos in the bucket workmesh of us-east-1, up to 5 MB, at URLs under the endpoint', () => {
    const config = loadClientsConfig(STORE);

    expect(config.MINIO_BUCKET).toBe('workmesh');
    expect(config.MINIO_REGION).toBe('us-east-1');
    expect(config.MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(config.MINIO_PUBLIC_URL).toBe('http://127.0.0.1:9000');
  });

  it('takes a public URL of its own, without a trailing slash', () => {
    const config = loadClientsConfig({ ...STORE, MINIO_PUBLIC_URL: 'https://cdn.example.com/' });

    expect(config.MINIO_PUBLIC_URL).toBe('https://cdn.example.com');
  });

  it.each(['MINIO_ENDPOINT', 'MINIO_ACCESS_KEY', 'MINIO_SECRET_KEY'])(
    'refuses to start without %s, naming it',
    (variable) => {
      const env: Record<string, string> = { ...STORE };
      delete env[variable];

      expect(() => loadClientsConfig(env)).toThrow(ConfigError);
      expect(() => loadClientsConfig(env)).toThrow(new RegExp(variable));
    },
  );

  it.each([
    ['MINIO_ENDPOINT', 'not a url'],
    ['MINIO_ENDPOINT', 'ftp://127.0.0.1:9000'],
    ['MINIO_BUCKET', 'Bad_Bucket'],
    ['MAX_UPLOAD_BYTES', '0'],
    ['MAX_UPLOAD_BYTES', '100000000'],
    ['GRPC_PORT', 'eighty'],
    ['TEAMS_GRPC_ADDRESS', 'no port here'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => loadClientsConfig({ ...STORE, [variable]: value })).toThrow(new RegExp(variable));
  });
});
