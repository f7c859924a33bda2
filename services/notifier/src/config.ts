// The notifier's environment, validated once at start-up (design rule 8).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

// "5000,30000,120000" → [5000, 30000, 120000]: one retry queue per delay.
const JoiWithDelayList = Joi.extend((joi) => ({
  type: 'delayList',
  base: joi
    .array()
    .items(
      joi
        .number()
        .integer()
        .min(1)
        .max(24 * 60 * 60 * 1000),
    )
    .min(1)
    .max(10),
  coerce: {
    from: 'string',
    method: (value: string) => ({
      value: value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))),
    }),
  },
}));

/** `whsec_` + base64 of at least 24 bytes (Standard Webhooks secrets). */
export const SIGNING_SECRET_PREFIX = 'whsec_';
export const MIN_SECRET_BYTES = 24;

/** True for a `whsec_` secret whose base64 part decodes to at least MIN_SECRET_BYTES. */
export function isSigningSecret(value: string): boolean {
  if (!value.startsWith(SIGNING_SECRET_PREFIX)) return false;
  const encoded = value.slice(SIGNING_SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false;
  return Buffer.from(encoded, 'base64').length >= MIN_SECRET_BYTES;
}

// The secret's own value never appears in a message: a refused configuration is printed.
const SECRET_MESSAGE = `"WEBHOOK_SECRET" must be ${SIGNING_SECRET_PREFIX} followed by the base64 of at least ${MIN_SECRET_BYTES} bytes`;
const signingSecret = Joi.string()
  .custom(
    (value: string, helpers) => (isSigningSecret(value) ? value : helpers.error('any.invalid')),
    `\`${SIGNING_SECRET_PREFIX}\` followed by the base64 of at least ${MIN_SECRET_BYTES} bytes`,
  )
  .messages({ '*': SECRET_MESSAGE });

/** Where the gateway serves its invitation page (gateway/src/invitation-page.ts). */
export const DEFAULT_INVITATION_ACCEPT_PATH = '/accept-invitation';

export interface NotifierConfig extends ServiceConfig {
  /** smtp://user:pass@host:port (or smtps://) of the relay that takes our mail. */
  SMTP_URL: string;
  MAIL_FROM: string;
  /** Where the client app and the gateway are reached; every link in a mail starts here. */
  PUBLIC_URL: string;
  /**
   * The page an invitation mail links to, with `?token=…` added: the gateway's own
   * /accept-invitation page unless a client app has one of its own.
   */
  INVITATION_ACCEPT_URL: string;
  PRODUCT_NAME: string;
  /** Waits before each retry of a mail the relay could not take yet; after the last, the mail counts as failed. */
  MAIL_RETRY_DELAYS_MS: number[];
  /** The operator's webhook target: every event of every team (trusted: no address check). */
  WEBHOOK_URL?: string;
  /** Signs the operator's webhooks; required with WEBHOOK_URL. Never logged. */
  WEBHOOK_SECRET?: string;
  /** One attempt's limit: a 2xx within it is success. */
  WEBHOOK_TIMEOUT_MS: number;
  /** The steps between attempts (each ±20 %, never sooner than a Retry-After); after the last, failed. */
  WEBHOOK_RETRY_DELAYS_MS: number[];
  /** How much longer than the host lookup and WEBHOOK_TIMEOUT_MS an attempt's lease runs. */
  WEBHOOK_LEASE_MARGIN_MS: number;
  /** The pause between two sweeps for deliveries whose job is gone. */
  WEBHOOK_SWEEP_INTERVAL_MS: number;
  /** An unfinished delivery untouched (or overdue) this long is resumed by the sweep. */
  WEBHOOK_STALE_AFTER_MS: number;
  /** Lets subscriptions target loopback and private addresses (tests, `npm start`). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean;
  /**
   * teams, asked for the caller's role (GetMembership) on the subscription routes and for
   * the owners and managers a budget alert is mailed to (ListMembersByRole).
   */
  TEAMS_GRPC_ADDRESS: string;
  /** identity, asked for names and addresses for the mails whose event names users by id (GetUsers). */
  IDENTITY_GRPC_ADDRESS: string;
  /** invoices, asked for the PDF attached to a sent invoice's mail and to its reminder (GetInvoicePdfForTeam). */
  INVOICES_GRPC_ADDRESS: string;
}

export const notifierEnvSchema = Joi.object<NotifierConfig>({
  ...serviceEnv({ grpcPort: 50056, metricsPort: 9456, database: 'notifier' }),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .default('smtp://127.0.0.1:1025')
    .description(
      'The mail relay that takes our mail: `smtp://user:pass@host:port` (or `smtps://`).',
    ),
  MAIL_FROM: Joi.string()
    .trim()
    .min(3)
    .max(320)
    .default('"workmesh" <no-reply@workmesh.local>')
    .description('The `From` of every mail.'),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:8080')
    .description(
      'Where the client app and the gateway are reached; every link in a mail starts here.',
    ),
  // Its default reads PUBLIC_URL, validated (and defaulted) just above: keys are taken in order.
  INVITATION_ACCEPT_URL: Joi.string()
    .empty('')
    .max(2048)
    .uri({ scheme: ['http', 'https'] })
    .meta({ default: "`PUBLIC_URL` + `/accept-invitation` (the gateway's page)" })
    .default(
      (parent: { PUBLIC_URL: string }) =>
        `${parent.PUBLIC_URL.replace(/\/+$/, '')}${DEFAULT_INVITATION_ACCEPT_PATH}`,
    )
    .description(
      "The page an invitation mail links to, with `?token=…` added: the gateway's own page unless a client app has one.",
    ),
  PRODUCT_NAME: Joi.string()
    .trim()
    .min(1)
    .max(100)
    .default('workmesh')
    .description("The product's name in mails."),
  // Joi does not coerce defaults, so the default is written already parsed.
  MAIL_RETRY_DELAYS_MS: JoiWithDelayList.delayList()
    .default([5000, 30000, 120000, 600000])
    .description(
      'Waits before each retry of a mail the relay could not take yet, comma-separated; after the last, the mail counts as failed.',
    ),
  // An empty variable counts as unset (a compose file's `WEBHOOK_URL=`).
  WEBHOOK_URL: Joi.string()
    .empty('')
    .max(2048)
    .uri({ scheme: ['http', 'https'] })
    .description(
      "The operator's webhook target: every event of every team (trusted: no address check).",
    ),
  WEBHOOK_SECRET: signingSecret
    .empty('')
    .when('WEBHOOK_URL', {
      is: Joi.exist(),
      then: Joi.required().messages({
        'any.required': '"WEBHOOK_SECRET" is required when WEBHOOK_URL is set',
      }),
    })
    .description(
      "Signs the operator's webhooks (Standard Webhooks); required with `WEBHOOK_URL`, never logged.",
    ),
  WEBHOOK_TIMEOUT_MS: Joi.number()
    .integer()
    .min(50)
    .max(120_000)
    .default(15_000)
    .description("One webhook attempt's limit: a 2xx within it is success."),
  // 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (docs/webhooks.md, "Delivery and retries").
  WEBHOOK_RETRY_DELAYS_MS: JoiWithDelayList.delayList()
    .default([5000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000])
    .description(
      'Waits between webhook attempts, comma-separated (each ±20 %, never sooner than a `Retry-After`); after the last, the delivery failed.',
    ),
  // A lease outlives the attempt it covers by this much; a dead notifier's deliveries are
  // taken over when it ends.
  WEBHOOK_LEASE_MARGIN_MS: Joi.number()
    .integer()
    .min(1000)
    .max(600_000)
    .default(30_000)
    .description(
      "An attempt's lease is the 5 s host lookup + `WEBHOOK_TIMEOUT_MS` + this; a crashed notifier's deliveries are taken over when it ends.",
    ),
  WEBHOOK_SWEEP_INTERVAL_MS: Joi.number()
    .integer()
    .min(100)
    .max(3_600_000)
    .default(60_000)
    .description(
      'The pause between two sweeps for deliveries whose job is gone (claimed in MongoDB: safe with replicas).',
    ),
  // A delivery leased by a live attempt is never resumed, however short this is.
  WEBHOOK_STALE_AFTER_MS: Joi.number()
    .integer()
    .min(1000)
    .max(86_400_000)
    .default(300_000)
    .description(
      'An unfinished delivery untouched (or overdue) this long, with no live lease, is resumed by the sweep.',
    ),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Joi.boolean()
    .default(false)
    .description('Lets subscriptions target loopback and private addresses (tests, `npm start`).'),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  INVOICES_GRPC_ADDRESS: grpcAddress('127.0.0.1:50058'),
});

export function loadNotifierConfig(env: NodeJS.ProcessEnv = process.env): NotifierConfig {
  return loadConfig(notifierEnvSchema, env);
}
