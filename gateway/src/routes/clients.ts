// The clients service's routes (spec: "Client" and "Project"). How their answers are
// presented: clients.presenters.ts; what openapi.yaml says of them: clients.docs.ts.
import type { Route } from '../http-route';
import { flagGivenLists } from '../message-completion';
import { page } from '../reply-presentation';
import { CLIENTS_NOTES as NOTES } from './clients.docs';
import { clientFormErrors, clientSaved, projectFormErrors } from './clients.presenters';
import { route } from './route';
import { confirmation, serviceMessageErrors } from './route.presenters';

/** Project create and update: `team_id` and `client_id` given as "" count as not given (the current team, the internal client). */
const PROJECT_SELECTORS = ['team_id', 'client_id'] as const;

/** Lists of a project given in the body (even empty) replace the stored ones; lists left out stay. */
const flagGivenProjectLists = flagGivenLists({
  project_manager: 'replace_project_manager',
  users: 'replace_users',
  groups: 'replace_groups',
});

/** Storing a logo in object storage comes before the answer: more than the default deadline. */
const UPLOAD_DEADLINE_MS = 15_000;

export const CLIENTS_ROUTES: readonly Route[] = [
  // Clients
  route({
    method: 'POST',
    paths: ['/api/v1/client/create', '/api/v3/client/create'],
    auth: true,
    service: 'clients',
    rpc: 'CreateClient',
    idempotent: true,
    source: 'body',
    bodyField: 'fields',
    upload: 'profile',
    deadlineMs: UPLOAD_DEADLINE_MS,
    successStatus: 201,
    reply: clientSaved,
    errors: clientFormErrors,
    notes: NOTES.CreateClient,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/list'],
    auth: true,
    service: 'clients',
    rpc: 'ListClients',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListClients,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/:id'],
    auth: true,
    service: 'clients',
    rpc: 'GetClient',
    source: 'none',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: NOTES.GetClient,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClient',
    source: 'body',
    params: { id: 'client_id' },
    bodyField: 'fields',
    upload: 'profile',
    deadlineMs: UPLOAD_DEADLINE_MS,
    reply: clientSaved,
    errors: clientFormErrors,
    notes: NOTES.UpdateClient,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/delete'],
    auth: true,
    service: 'clients',
    rpc: 'DeleteClient',
    source: 'body',
    params: { id: 'client_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteClient,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/:id/invoice-settings'],
    auth: true,
    service: 'clients',
    rpc: 'GetClientInvoiceSettings',
    source: 'none',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: NOTES.GetClientInvoiceSettings,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/invoice-settings/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClientInvoiceSettings',
    source: 'body',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: NOTES.UpdateClientInvoiceSettings,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/budget/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClientBudget',
    source: 'body',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: NOTES.UpdateClientBudget,
  }),

  // Projects
  route({
    method: 'POST',
    paths: ['/api/v3/project/create', '/api/v3/mobile/project/create'],
    auth: true,
    service: 'clients',
    rpc: 'CreateProject',
    idempotent: true,
    source: 'body',
    selectors: PROJECT_SELECTORS,
    complete: flagGivenProjectLists,
    successStatus: 201,
    errors: projectFormErrors,
    notes: NOTES.CreateProject,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/project/list'],
    auth: true,
    service: 'clients',
    rpc: 'ListProjects',
    source: 'query',
    selectors: ['client_id', 'group_id'],
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListProjects,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/project/:id'],
    auth: true,
    service: 'clients',
    rpc: 'GetProject',
    source: 'none',
    params: { id: 'project_id' },
    errors: serviceMessageErrors,
    notes: NOTES.GetProject,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/project/:id/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateProject',
    source: 'body',
    params: { id: 'project_id' },
    selectors: PROJECT_SELECTORS,
    complete: flagGivenProjectLists,
    errors: projectFormErrors,
    notes: NOTES.UpdateProject,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/project/:id/delete'],
    auth: true,
    service: 'clients',
    rpc: 'DeleteProject',
    source: 'body',
    params: { id: 'project_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteProject,
  }),
];
