// Original file: proto/clients.proto

import type {
  InvoiceSettings as _workmesh_clients_v1_InvoiceSettings,
  InvoiceSettings__Output as _workmesh_clients_v1_InvoiceSettings__Output,
} from '../../../workmesh/clients/v1/InvoiceSettings';
import type {
  Budget as _workmesh_clients_v1_Budget,
  Budget__Output as _workmesh_clients_v1_Budget__Output,
} from '../../../workmesh/clients/v1/Budget';
import type {
  Address as _workmesh_clients_v1_Address,
  Address__Output as _workmesh_clients_v1_Address__Output,
} from '../../../workmesh/clients/v1/Address';
import type { Long } from '@grpc/proto-loader';

/**
 * The Client record of the spec (plus `address`, the stored billing and mailing address).
 */
export interface Client {
  id?: number | string | Long;
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  website?: string;
  /**
   * full URL of the logo, or "" when none
   */
  profile?: string;
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  invoices?: _workmesh_clients_v1_InvoiceSettings | null;
  budget?: _workmesh_clients_v1_Budget | null;
  isInternalClient?: boolean;
  created_at?: string;
  updated_at?: string;
  address?: _workmesh_clients_v1_Address | null;
  /**
   * ISO 4217 (issue 34)
   */
  currency?: string;
}

/**
 * The Client record of the spec (plus `address`, the stored billing and mailing address).
 */
export interface Client__Output {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  /**
   * full URL of the logo, or "" when none
   */
  profile: string;
  team_id: number;
  user_id: number;
  invoices: _workmesh_clients_v1_InvoiceSettings__Output | null;
  budget: _workmesh_clients_v1_Budget__Output | null;
  isInternalClient: boolean;
  created_at: string;
  updated_at: string;
  address: _workmesh_clients_v1_Address__Output | null;
  /**
   * ISO 4217 (issue 34)
   */
  currency: string;
}
