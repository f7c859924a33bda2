// gRPC handlers of workmesh.audit.v1.Audit: proto request → use case → proto response.
// No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  auditProto,
  bindService,
  type AuditDefinition,
  type ServiceBinding,
} from '@workmesh/platform';
import type { AuditQueriesUseCases } from './audit-queries';
import { toAuditRecordMessage } from './models';

export const AUDIT_SERVICE_NAME = 'workmesh.audit.v1.Audit';

export function auditGrpcService(queries: AuditQueriesUseCases): ServiceBinding {
  return bindService<AuditDefinition>(AUDIT_SERVICE_NAME, auditProto().Audit.service, {
    ListRecords: async (request, context) => {
      const page = await queries.listRecords(context.caller, request);
      return {
        records: page.records.map(toAuditRecordMessage),
        ...(page.nextCursor === undefined ? {} : { next_cursor: page.nextCursor }),
      };
    },
    VerifyChain: async (_request, context) => {
      const verdict = await queries.verifyChain(context.caller);
      return {
        valid: verdict.valid,
        records: verdict.records,
        ...(verdict.brokenAt === undefined ? {} : { broken_at: verdict.brokenAt }),
      };
    },
  });
}
