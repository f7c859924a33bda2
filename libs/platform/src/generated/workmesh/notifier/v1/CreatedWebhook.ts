// Original file: proto/notifier.proto

import type {
  Webhook as _workmesh_notifier_v1_Webhook,
  Webhook__Output as _workmesh_notifier_v1_Webhook__Output,
} from '../../../workmesh/notifier/v1/Webhook';

/**
 * The signing secret (`whsec_` + base64) is shown once, at creation.
 */
export interface CreatedWebhook {
  webhook?: _workmesh_notifier_v1_Webhook | null;
  secret?: string;
}

/**
 * The signing secret (`whsec_` + base64) is shown once, at creation.
 */
export interface CreatedWebhook__Output {
  webhook: _workmesh_notifier_v1_Webhook__Output | null;
  secret: string;
}
