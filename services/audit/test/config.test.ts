// The audit service's environment: defaults that make `npm start` work, and a bad
// value refused with the variable's name.
import { ConfigError } from '@workmesh/platform';
import { loadAuditConfig } from '../src';

describe('audit configuration', () => {
  it('defaults to gRPC port 50059, a database named audit, teams on its default port and 400 days of retention', () => {
    const config = loadAuditConfig({});

    expect(config.GRPC_PORT).toBe(50059);
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017/audit?replicaSet=mongo-embedded');
    expect(config.TEAMS_GRPC_ADDRESS).toBe('127.0.0.1:50052');
    expect(config.AUDIT_RETENTION_DAYS).toBe(400);
    expect(config.AUDIT_RETENTION_INTERVAL_MS).toBe(3_600_000);
  });

  it('takes the retention from the environment', () => {
    expect(loadAuditConfig({ AUDIT_RETENTION_DAYS: '30' }).AUDIT_RETENTION_DAYS).toBe(30);
  });

  it.each([
    ['AUDIT_RETENTION_DAYS', '0'],
    ['AUDIT_RETENTION_DAYS', 'a year'],
    ['AUDIT_RETENTION_DAYS', '1.5'],
    ['AUDIT_RETENTION_INTERVAL_MS', '10'],
    ['TEAMS_GRPC_ADDRESS', 'teams'],
    ['GRPC_PORT', 'eighty'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => loadAuditConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadAuditConfig({ [variable]: value })).toThrow(variable);
  });
});
