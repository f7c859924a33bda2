// Original file: proto/notifier.proto

import type {
  Webhook as _workmesh_notifier_v1_Webhook,
  Webhook__Output as _workmesh_notifier_v1_Webhook__Output,
} from '../../../workmesh/notifier/v1/Webhook';
import type {
  PageInfo as _workmesh_notifier_v1_PageInfo,
  PageInfo__Output as _workmesh_notifier_v1_PageInfo__Output,
} from '../../../workmesh/notifier/v1/PageInfo';

export interface WebhookPage {
  webhooks?: _workmesh_notifier_v1_Webhook[];
  page_info?: _workmesh_notifier_v1_PageInfo | null;
}

export interface WebhookPage__Output {
  webhooks: _workmesh_notifier_v1_Webhook__Output[];
  page_info: _workmesh_notifier_v1_PageInfo__Output | null;
}
