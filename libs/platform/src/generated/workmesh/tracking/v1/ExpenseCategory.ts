// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ExpenseCategory {
  id?: number | string | Long;
  team_id?: number | string | Long;
  name?: string;
  /**
   * e.g. km; set together with unit_price
   */
  unit_name?: string;
  /**
   * per unit, in the currency of each expense's client
   */
  unit_price?: number | string;
  untaxed?: boolean;
  /**
   * no new expenses; existing ones keep it
   */
  archived?: boolean;
  created_at?: string;
  updated_at?: string;
  _unit_name?: 'unit_name';
  _unit_price?: 'unit_price';
}

export interface ExpenseCategory__Output {
  id: number;
  team_id: number;
  name: string;
  /**
   * e.g. km; set together with unit_price
   */
  unit_name?: string;
  /**
   * per unit, in the currency of each expense's client
   */
  unit_price?: number;
  untaxed: boolean;
  /**
   * no new expenses; existing ones keep it
   */
  archived: boolean;
  created_at: string;
  updated_at: string;
}
