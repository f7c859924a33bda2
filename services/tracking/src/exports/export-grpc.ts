// The export rpcs of workmesh.tracking.v1.Tracking (CreateExport, GetExport,
// CreateUserExport, GetUserExport): request → use case → ExportJob.
import type { ServiceImplementation, TrackingDefinition } from '@workmesh/platform';
import type { ExportJobsUseCases } from './export-jobs';

export function exportHandlers(
  exports: ExportJobsUseCases,
): Pick<
  ServiceImplementation<TrackingDefinition>,
  'CreateExport' | 'GetExport' | 'CreateUserExport' | 'GetUserExport'
> {
  return {
    CreateExport: (_request, context) => exports.createExport(context.caller),
    GetExport: (request, context) => exports.getExport(context.caller, request),
    CreateUserExport: (_request, context) => exports.createUserExport(context.caller),
    GetUserExport: (request, context) => exports.getUserExport(context.caller, request),
  };
}
