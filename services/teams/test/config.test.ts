// The teams service's environment: defaults that make `npm start` work, and a bad
// value refused with the variable's name.
import { ConfigError } from '@workmesh/platform';
import { loadTeamsConfig } from '../src';

describe('teams configuration', () => {
  it('defaults to gRPC port 50052 and a database of its own named teams', () => {
    const config = loadTeamsConfig({});

    expect(config.GRPC_PORT).toBe(50052);
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017/teams?replicaSet=mongo-embedded');
  });

  it('refuses a GRPC_PORT that is not a port, naming the variable', () => {
    expect(() => loadTeamsConfig({ GRPC_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadTeamsConfig({ GRPC_PORT: 'eighty' })).toThrow(/GRPC_PORT/);
  });

  it('asks identity at 127.0.0.1:50051 and keeps invitations open 7 days by default', () => {
    const config = loadTeamsConfig({});

    expect(config.IDENTITY_GRPC_ADDRESS).toBe('127.0.0.1:50051');
    expect(config.INVITATION_TTL_DAYS).toBe(7);
  });

  it.each([
    ['IDENTITY_GRPC_ADDRESS', 'no port here'],
    ['INVITATION_TTL_DAYS', '0'],
    ['INVITATION_TTL_DAYS', 'a week'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => loadTeamsConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
