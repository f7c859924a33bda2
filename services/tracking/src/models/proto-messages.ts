// The proto messages of workmesh.tracking.v1, as the generated service definition types
// them (never re-declared). They sit in models/ (they depend only on platform) so that
// the mappers beside each record's schema can use them; the use cases above import them
// from here.
import type { RpcName, RpcRequest, RpcResponse, TrackingDefinition } from '@workmesh/platform';

type Rpc = RpcName<TrackingDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<TrackingDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<TrackingDefinition, Method>;

export type TimeEntryMessage = ResponseOf<'GetTimeEntry'>;
export type TimesheetMessage = ResponseOf<'GetTimesheet'>;
export type Rates = ResponseOf<'GetRates'>;
export type RatesUpdate = ResponseOf<'UpdateRates'>;
export type RateChange = NonNullable<Rates['history']>[number];
