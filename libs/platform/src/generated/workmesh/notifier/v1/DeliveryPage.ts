// Original file: proto/notifier.proto

import type {
  Delivery as _workmesh_notifier_v1_Delivery,
  Delivery__Output as _workmesh_notifier_v1_Delivery__Output,
} from '../../../workmesh/notifier/v1/Delivery';
import type {
  PageInfo as _workmesh_notifier_v1_PageInfo,
  PageInfo__Output as _workmesh_notifier_v1_PageInfo__Output,
} from '../../../workmesh/notifier/v1/PageInfo';

export interface DeliveryPage {
  deliveries?: _workmesh_notifier_v1_Delivery[];
  page_info?: _workmesh_notifier_v1_PageInfo | null;
}

export interface DeliveryPage__Output {
  deliveries: _workmesh_notifier_v1_Delivery__Output[];
  page_info: _workmesh_notifier_v1_PageInfo__Output | null;
}
