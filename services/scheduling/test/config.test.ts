// The scheduling service's environment: defaults that make `npm start` work, and a bad
// value refused with the variable's name.
import { ConfigError } from '@workmesh/platform';
import { loadSchedulingConfig } from '../src';

describe('scheduling configuration', () => {
  it('defaults to gRPC port 50055, a database named scheduling, and teams on its default port', () => {
    const config = loadSchedulingConfig({});

    expect(config.GRPC_PORT).toBe(50055);
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017/scheduling?replicaSet=mongo-embedded');
    expect(config.TEAMS_GRPC_ADDRESS).toBe('127.0.0.1:50052');
  });

  it('takes the port, database and address of teams from the environment', () => {
    const config = loadSchedulingConfig({
      GRPC_PORT: '6055',
      MONGO_URL: 'mongodb://mongo:27017/scheduling',
      TEAMS_GRPC_ADDRESS: 'teams:50052',
    });

    expect(config).toMatchObject({
      GRPC_PORT: 6055,
      MONGO_URL: 'mongodb://mongo:27017/scheduling',
      TEAMS_GRPC_ADDRESS: 'teams:50052',
    });
  });

  it.each([
    ['GRPC_PORT', 'eighty'],
    ['GRPC_PORT', '70000'],
    ['MONGO_URL', 'http://127.0.0.1:27017/scheduling'],
    ['TEAMS_GRPC_ADDRESS', 'no port here'],
    ['GRPC_DEADLINE_MS', '0'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => loadSchedulingConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadSchedulingConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
