// The notifier's environment, validated once at start-up (design rule 8).
import {
  commonEnv,
  grpcPort,
  Joi,
  loadConfig,
  mongoUrl,
  type CommonConfig,
} from '@workmesh/platform';

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

export interface NotifierConfig extends CommonConfig {
  GRPC_PORT: number;
  MONGO_URL: string;
  /** smtp://user:pass@host:port (or smtps://) of the relay that takes our mail. */
  SMTP_URL: string;
  MAIL_FROM: string;
  /** Where the client app and the gateway are reached; every link in a mail starts here. */
  PUBLIC_URL: string;
  PRODUCT_NAME: string;
  /** Waits before each retry of a mail the relay could not take yet; after the last, the mail counts as failed. */
  MAIL_RETRY_DELAYS_MS: number[];
}

export const notifierEnvSchema = Joi.object<NotifierConfig>({
  ...commonEnv,
  GRPC_PORT: grpcPort(50056),
  MONGO_URL: mongoUrl('notifier'),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: Joi.string().trim().min(3).max(320).default('"workmesh" <no-reply@workmesh.local>'),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:8080'),
  PRODUCT_NAME: Joi.string().trim().min(1).max(100).default('workmesh'),
  // Joi does not coerce defaults, so the default is written already parsed.
  MAIL_RETRY_DELAYS_MS: JoiWithDelayList.delayList().default([5000, 30000, 120000, 600000]),
});

export function loadNotifierConfig(env: NodeJS.ProcessEnv = process.env): NotifierConfig {
  return loadConfig(notifierEnvSchema, env);
}
