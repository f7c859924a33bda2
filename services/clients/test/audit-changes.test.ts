// Audit (issue 33, docs/audit.md): every write rpc of the clients service that a gateway
// route calls records exactly one change.recorded in its transaction, with the action
// declared in CLIENTS_AUDIT_ACTIONS, the object, the team and the changed fields; a write
// that fails, or changes nothing, records none. The cases are checked against the
// gateway's route table: a new write route without a case fails here.
import { changesRecordedBy, expectOneChange, gatewayWriteRpcs } from '@workmesh/testing';
import { CLIENTS_AUDIT_ACTIONS } from '../src/events';
import { asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';

const h = clientsForFile();

const recordedBy = <T>(teamId: number, write: () => Promise<T>) =>
  changesRecordedBy(h.db, teamId, write);

const newClient = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateClient(
    { fields: { name: 'Audited', email: freshEmail(), ...fields } },
    asOwner(fixture),
  );

const newProject = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateProject({ ...freshProject(), ...fields }, asOwner(fixture));

interface Case {
  object_type: string;
  /** Makes what the write needs; answers the object's id (a create: the write answers it) and the write. */
  arrange(fixture: TeamFixture): Promise<{ id?: number; write: () => Promise<unknown> }>;
  /** Fields the change must name, with their `before` / `after` (undefined: not checked). */
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

type WriteRpc = keyof typeof CLIENTS_AUDIT_ACTIONS;

const CASES: Record<WriteRpc, Case> = {
  CreateClient: {
    object_type: 'client',
    async arrange(fixture) {
      return { write: () => newClient(fixture, { name: 'Created', phone: '555 0100' }) };
    },
    changes: { name: { after: 'Created' }, phone: { after: '555 0100' } },
  },
  UpdateClient: {
    object_type: 'client',
    async arrange(fixture) {
      const client = await newClient(fixture, { name: 'Before', city: 'Lyon' });
      return {
        id: client.id,
        write: () =>
          h.client.UpdateClient(
            { client_id: client.id, fields: { name: 'After', city: 'Nantes' } },
            asOwner(fixture),
          ),
      };
    },
    changes: {
      name: { before: 'Before', after: 'After' },
      'address.city': { before: 'Lyon', after: 'Nantes' },
    },
  },
  DeleteClient: {
    object_type: 'client',
    async arrange(fixture) {
      const client = await newClient(fixture, { name: 'Gone' });
      return {
        id: client.id,
        write: () => h.client.DeleteClient({ client_id: client.id }, asOwner(fixture)),
      };
    },
    changes: { name: { before: 'Gone' } },
  },
  UpdateClientInvoiceSettings: {
    object_type: 'client',
    async arrange(fixture) {
      const client = await newClient(fixture);
      return {
        id: client.id,
        write: () =>
          h.client.UpdateClientInvoiceSettings(
            { client_id: client.id, tax_rate: 12.5 },
            asOwner(fixture),
          ),
      };
    },
    changes: { 'invoices.tax_rate': { after: 12.5 } },
  },
  UpdateClientBudget: {
    object_type: 'client',
    async arrange(fixture) {
      const client = await newClient(fixture);
      return {
        id: client.id,
        write: () =>
          h.client.UpdateClientBudget({ client_id: client.id, cost: 1250.5 }, asOwner(fixture)),
      };
    },
    changes: { 'budget.cost': { before: 0, after: 1250.5 } },
  },
  CreateProject: {
    object_type: 'project',
    async arrange(fixture) {
      return { write: () => newProject(fixture, { description: 'New' }) };
    },
    changes: { description: { after: 'New' }, key: {} },
  },
  UpdateProject: {
    object_type: 'project',
    async arrange(fixture) {
      const project = await newProject(fixture, { description: 'Old' });
      return {
        id: project.id,
        write: () =>
          h.client.UpdateProject(
            { project_id: project.id, description: 'New', billable: 'no' },
            asOwner(fixture),
          ),
      };
    },
    changes: { description: { before: 'Old', after: 'New' }, billable: { after: 'no' } },
  },
  DeleteProject: {
    object_type: 'project',
    async arrange(fixture) {
      const project = await newProject(fixture, { description: 'Removed' });
      return {
        id: project.id,
        write: () => h.client.DeleteProject({ project_id: project.id }, asOwner(fixture)),
      };
    },
    changes: { description: { before: 'Removed' } },
  },
};

describe('change.recorded of the clients write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the clients service', () => {
    expect(Object.keys(CASES).sort()).toEqual(gatewayWriteRpcs('clients'));
  });

  it.each(gatewayWriteRpcs('clients'))('%s records exactly one change', async (rpc) => {
    const audit = CASES[rpc as WriteRpc];
    expect(audit).toBeDefined();
    const fixture = h.teams.team();
    const { id, write } = await audit.arrange(fixture);

    const { recorded, answer } = await recordedBy(fixture.teamId, write);

    expectOneChange(recorded, {
      source: 'clients',
      actorUserId: fixture.owner.id,
      teamId: fixture.teamId,
      action: CLIENTS_AUDIT_ACTIONS[rpc as WriteRpc],
      objectType: audit.object_type,
      objectId: String(id ?? (answer as { id: number }).id),
      subjectUserId: 0,
      changes: audit.changes,
    });
  });
});

describe('what records no change', () => {
  it('a write refused (a taken email) records nothing', async () => {
    const fixture = h.teams.team();
    const taken = await newClient(fixture);
    const client = await newClient(fixture);

    const { recorded } = await recordedBy(fixture.teamId, async () => {
      const failure = await failureOf(
        h.client.UpdateClient(
          { client_id: client.id, fields: { email: taken.email } },
          asOwner(fixture),
        ),
      );
      expect(failure).toMatchObject({ reason: expect.any(String) });
    });

    expect(recorded).toEqual([]);
  });

  it('an update that changes nothing records nothing', async () => {
    const fixture = h.teams.team();
    const client = await newClient(fixture, { name: 'Same' });
    const project = await newProject(fixture, { description: 'Same' });

    const { recorded } = await recordedBy(fixture.teamId, async () => {
      await h.client.UpdateClient(
        { client_id: client.id, fields: { name: 'Same' } },
        asOwner(fixture),
      );
      await h.client.UpdateClientBudget({ client_id: client.id }, asOwner(fixture));
      await h.client.UpdateProject(
        { project_id: project.id, description: 'Same' },
        asOwner(fixture),
      );
    });

    expect(recorded).toEqual([]);
  });
});
