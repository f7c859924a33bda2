// The proto messages of workmesh.scheduling.v1, as the generated service definition
// types them (never re-declared). The mapper that builds an entry's message from the
// stored entry is in models/.
import type { SchedulingDefinition, ServiceImplementation } from '@workmesh/platform';

type Handlers = ServiceImplementation<SchedulingDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

export type ScheduleEntryMessage = ResponseOf<'UpdateScheduleEntry'>;
export type ScheduleEntryPageMessage = ResponseOf<'ListUserSchedule'>;
