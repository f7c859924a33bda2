// The tasks service's environment: defaults that make `npm start` work, and a bad
// value refused with the variable's name.
import { ConfigError } from '@workmesh/platform';
import { loadTasksConfig } from '../src';

describe('tasks configuration', () => {
  it('defaults to gRPC port 50054, a database named tasks, and teams, clients and identity on their default ports', () => {
    const config = loadTasksConfig({});

    expect(config.GRPC_PORT).toBe(50054);
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017/tasks?replicaSet=mongo-embedded');
    expect(config.TEAMS_GRPC_ADDRESS).toBe('127.0.0.1:50052');
    expect(config.CLIENTS_GRPC_ADDRESS).toBe('127.0.0.1:50053');
    expect(config.IDENTITY_GRPC_ADDRESS).toBe('127.0.0.1:50051');
  });

  it('takes the addresses of the services it asks from the environment', () => {
    const config = loadTasksConfig({
      TEAMS_GRPC_ADDRESS: 'teams:50052',
      CLIENTS_GRPC_ADDRESS: 'clients:50053',
      IDENTITY_GRPC_ADDRESS: 'identity:50051',
    });

    expect(config).toMatchObject({
      TEAMS_GRPC_ADDRESS: 'teams:50052',
      CLIENTS_GRPC_ADDRESS: 'clients:50053',
      IDENTITY_GRPC_ADDRESS: 'identity:50051',
    });
  });

  it.each([
    ['GRPC_PORT', 'eighty'],
    ['GRPC_PORT', '70000'],
    ['MONGO_URL', 'http://127.0.0.1:27017/tasks'],
    ['TEAMS_GRPC_ADDRESS', 'no port here'],
    ['CLIENTS_GRPC_ADDRESS', 'clients'],
    ['IDENTITY_GRPC_ADDRESS', 'identity:port'],
    ['GRPC_DEADLINE_MS', '0'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => loadTasksConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadTasksConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
