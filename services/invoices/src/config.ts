// The invoices service's environment, validated once at start-up (docs/configuration.md).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

export interface InvoicesConfig extends ServiceConfig {
  /** teams: the caller's role, the team's name and settings (GetTeamProfile). */
  TEAMS_GRPC_ADDRESS: string;
  /** clients: the client's invoice settings and address, the clients invoiced automatically. */
  CLIENTS_GRPC_ADDRESS: string;
  /** tracking: claims and releases the time entries an invoice bills. */
  TRACKING_GRPC_ADDRESS: string;
  /** identity: users' names, lines by user. */
  IDENTITY_GRPC_ADDRESS: string;
  /** How often due automatic invoices, due reminders, due late fees and abandoned creations are looked for. */
  INVOICE_SCHEDULE_INTERVAL_MS: number;
  /** How long a creation (or an automatic run) may take before another replica takes it over. */
  INVOICE_LEASE_MS: number;
}

export const invoicesConfigSchema = Joi.object<InvoicesConfig>({
  ...serviceEnv({ grpcPort: 50058, metricsPort: 9458, database: 'invoices' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  CLIENTS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50053'),
  TRACKING_GRPC_ADDRESS: grpcAddress('127.0.0.1:50057'),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  INVOICE_SCHEDULE_INTERVAL_MS: Joi.number()
    .integer()
    .min(50)
    .max(3_600_000)
    .default(60_000)
    .description(
      'How often due automatic invoices, due reminders, due late fees and abandoned creations are looked for (claimed in MongoDB: safe with replicas).',
    ),
  INVOICE_LEASE_MS: Joi.number()
    .integer()
    .min(1000)
    .max(3_600_000)
    .default(120_000)
    .description(
      'How long a creation (or an automatic run) may take before another replica takes it over and the sweep gives an unfinished creation up.',
    ),
});

/** Throws a ConfigError naming every bad variable. */
export function loadInvoicesConfig(env: NodeJS.ProcessEnv = process.env): InvoicesConfig {
  return loadConfig(invoicesConfigSchema, env);
}
