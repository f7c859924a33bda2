// The audit routes (docs/audit.md): the team's audit log and the check of its chain.
// How their answers are presented: audit.presenters.ts; what openapi.yaml says of them:
// audit.docs.ts. Who may read is the audit service's to decide (it asks teams).
import type { Route } from '../http-route';
import { AUDIT_NOTES as NOTES } from './audit.docs';
import { AUDIT_CSV, auditPage, chainVerdict } from './audit.presenters';
import { route } from './route';
import { serviceMessageErrors } from './route.presenters';

export const AUDIT_ROUTES: readonly Route[] = [
  route({
    method: 'GET',
    paths: ['/api/v3/audit/list'],
    auth: true,
    service: 'audit',
    rpc: 'ListRecords',
    source: 'query',
    formats: [AUDIT_CSV],
    reply: auditPage,
    errors: serviceMessageErrors,
    notes: NOTES.ListRecords,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/audit/verify'],
    auth: true,
    service: 'audit',
    rpc: 'VerifyChain',
    source: 'none',
    reply: chainVerdict,
    errors: serviceMessageErrors,
    notes: NOTES.VerifyChain,
  }),
];
