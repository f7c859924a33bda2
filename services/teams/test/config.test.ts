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
});
