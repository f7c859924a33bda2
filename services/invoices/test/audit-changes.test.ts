// Audit (issue 33, docs/audit.md): every write rpc of the invoices service that a gateway
// route calls records exactly one change.recorded in its transaction, with the action
// declared in INVOICES_AUDIT_ACTIONS, the invoice, the team and the changed fields; a
// write that is refused, or changes nothing, records none. The cases are checked against
// the gateway's route table: a new write route without a case fails here.
import { changesRecordedBy, expectOneChange, gatewayWriteRpcs } from '@workmesh/testing';
import { INVOICES_AUDIT_ACTIONS } from '../src/events';
import { asOwner, failureOf, invoicesForFile, type InvoiceTeam } from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 60_000 });

const recordedBy = <T>(teamId: number, write: () => Promise<T>) =>
  changesRecordedBy(h.db, teamId, write);

function tracked(team: InvoiceTeam, start = '2026-11-02T09:00:00Z') {
  return h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_id: 11,
    project_name: 'Website',
    start,
    seconds: 3600,
    bill_rate: 100,
  });
}

const create = (team: InvoiceTeam, extra: Record<string, unknown> = {}) =>
  h.client.CreateInvoice(
    { client_id: team.clientId, from: '2026-11-01', to: '2026-11-30', ...extra },
    asOwner(team),
  );

/** A draft of one tracked hour. */
async function draft(team: InvoiceTeam, extra: Record<string, unknown> = {}) {
  tracked(team);
  return create(team, extra);
}

async function sent(team: InvoiceTeam) {
  const invoice = await draft(team);
  return h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team));
}

interface Case {
  /** Makes what the write needs; answers the invoice's id (a create: from the answer) and the write. */
  arrange(team: InvoiceTeam): Promise<{ id?: number; write: () => Promise<unknown> }>;
  /** Fields the change must name, with their `before` / `after` (undefined: not checked). */
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

type WriteRpc = keyof typeof INVOICES_AUDIT_ACTIONS;

const CASES: Record<WriteRpc, Case> = {
  CreateInvoice: {
    async arrange(team) {
      tracked(team);
      return { write: () => create(team, { issue_date: '2026-12-01' }) };
    },
    changes: {
      status: { after: 'draft' },
      issue_date: { after: '2026-12-01' },
      total_cents: { after: 10000 },
      number: {},
      lines: {},
    },
  },
  UpdateInvoice: {
    async arrange(team) {
      const invoice = await draft(team, { issue_date: '2026-12-01' });
      return {
        id: invoice.id,
        write: () =>
          h.client.UpdateInvoice(
            { invoice_id: invoice.id, notes: 'Paid by transfer', due_date: '2027-01-15' },
            asOwner(team),
          ),
      };
    },
    changes: { notes: { after: 'Paid by transfer' }, due_date: { after: '2027-01-15' } },
  },
  SendInvoice: {
    async arrange(team) {
      const invoice = await draft(team);
      return {
        id: invoice.id,
        write: () => h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team)),
      };
    },
    changes: { status: { before: 'draft', after: 'sent' }, sent_at: { before: null } },
  },
  MarkInvoicePaid: {
    async arrange(team) {
      const invoice = await sent(team);
      return {
        id: invoice.id,
        write: () => h.client.MarkInvoicePaid({ invoice_id: invoice.id }, asOwner(team)),
      };
    },
    changes: { status: { before: 'sent', after: 'paid' }, paid_at: { before: null } },
  },
  VoidInvoice: {
    async arrange(team) {
      const invoice = await sent(team);
      return {
        id: invoice.id,
        write: () => h.client.VoidInvoice({ invoice_id: invoice.id }, asOwner(team)),
      };
    },
    changes: { status: { before: 'sent', after: 'void' }, voided_at: { before: null } },
  },
};

describe('change.recorded of the invoices write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the invoices service', () => {
    expect(Object.keys(CASES).sort()).toEqual(gatewayWriteRpcs('invoices'));
  });

  it.each(gatewayWriteRpcs('invoices'))('%s records exactly one change', async (rpc) => {
    const audit = CASES[rpc as WriteRpc];
    expect(audit).toBeDefined();
    const team = h.team();
    const { id, write } = await audit.arrange(team);

    const { recorded, answer } = await recordedBy(team.teamId, write);

    expectOneChange(recorded, {
      source: 'invoices',
      actorUserId: team.owner.id,
      teamId: team.teamId,
      action: INVOICES_AUDIT_ACTIONS[rpc as WriteRpc],
      objectType: 'invoice',
      objectId: String(id ?? (answer as { id: number }).id),
      subjectUserId: 0,
      changes: audit.changes,
      absent: ['updated_at', 'pending_until'],
    });
  });
});

describe('what records no change', () => {
  it('a write refused (a draft marked paid, no uninvoiced time) records nothing', async () => {
    const team = h.team();
    const invoice = await draft(team);

    const { recorded } = await recordedBy(team.teamId, async () => {
      expect(
        await failureOf(h.client.MarkInvoicePaid({ invoice_id: invoice.id }, asOwner(team))),
      ).toMatchObject({ reason: expect.any(String) });
      expect(await failureOf(create(team))).toMatchObject({ reason: 'NO_UNINVOICED_TIME' });
    });

    expect(recorded).toEqual([]);
  });

  it('an update that changes nothing records nothing', async () => {
    const team = h.team();
    const invoice = await draft(team, { issue_date: '2026-12-01' });

    const { recorded } = await recordedBy(team.teamId, () =>
      h.client.UpdateInvoice(
        { invoice_id: invoice.id, issue_date: '2026-12-01', due_date: invoice.due_date },
        asOwner(team),
      ),
    );

    expect(recorded).toEqual([]);
  });
});
