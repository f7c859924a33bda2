// Where an export's records come from: every data-owning service's Portability, asked
// over gRPC, and tracking's own kinds, asked in-process. In a fixed order, so a zip's
// files are always in the same order (a person's profile first).
import {
  exportPage,
  kindsFor,
  portabilityClient,
  type ClientOptions,
  type ExportKind,
} from '@workmesh/platform';
import type { TrackingConfig } from '../config';
import type { ExportSource } from './export-zip';

type Addresses = Pick<
  TrackingConfig,
  | 'IDENTITY_GRPC_ADDRESS'
  | 'TEAMS_GRPC_ADDRESS'
  | 'CLIENTS_GRPC_ADDRESS'
  | 'TASKS_GRPC_ADDRESS'
  | 'SCHEDULING_GRPC_ADDRESS'
  | 'INVOICES_GRPC_ADDRESS'
  | 'NOTIFIER_GRPC_ADDRESS'
>;

/** A service's Portability over gRPC; `close` ends its channel. */
export function remoteSource(
  service: string,
  address: string,
  options: ClientOptions,
): ExportSource & { close(): void } {
  const client = portabilityClient(address, options);
  return {
    service,
    listKinds: async (personal) => (await client.ListExportKinds({ personal })).kinds,
    page: (request) => client.ExportRecords(request),
    close: () => client.close(),
  };
}

/** Tracking's own kinds, without a network hop. */
export const localSource = (kinds: readonly ExportKind[]): ExportSource => ({
  service: 'tracking',
  listKinds: async (personal) => kindsFor(kinds, personal),
  page: (request) => exportPage(kinds, request),
});

/** Every service's source, in the zip's order; `close` ends the channels. */
export function exportSources(
  config: Addresses,
  options: ClientOptions,
  trackingKinds: readonly ExportKind[],
): { sources: ExportSource[]; close(): void } {
  const remote = (service: string, address: string) => remoteSource(service, address, options);
  const before = [
    remote('identity', config.IDENTITY_GRPC_ADDRESS),
    remote('teams', config.TEAMS_GRPC_ADDRESS),
    remote('clients', config.CLIENTS_GRPC_ADDRESS),
    remote('tasks', config.TASKS_GRPC_ADDRESS),
    remote('scheduling', config.SCHEDULING_GRPC_ADDRESS),
  ];
  const after = [
    remote('invoices', config.INVOICES_GRPC_ADDRESS),
    remote('notifier', config.NOTIFIER_GRPC_ADDRESS),
  ];
  return {
    sources: [...before, localSource(trackingKinds), ...after],
    close: () => [...before, ...after].forEach((source) => source.close()),
  };
}
