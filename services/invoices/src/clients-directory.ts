// What the invoices service asks clients: a team's client with its invoice settings and
// address (GetClientForTeam), and the clients with automatic invoicing on
// (ListAutoInvoiceClients). Clients not answering is UNAVAILABLE CLIENTS_UNAVAILABLE for
// our caller.
import {
  askingService,
  clientsClient,
  DEFAULT_CURRENCY,
  nullWhenNotFound,
  type ClientOptions,
  type RateType,
} from '@workmesh/platform';
import type { Frequency } from './invoice-periods';
import { minorOf } from './invoice-rules';
import type { BilledClient } from './models';

/** A client's invoice settings as invoicing reads them. */
export interface InvoicingClient {
  id: number;
  teamId: number;
  billed: BilledClient;
  lineItem: string;
  /** null: the organization's (org_net_term), else the client's own. */
  netTerm: number | null;
  /** null: the organization's notes (org_notes), else the client's own. */
  notes: string | null;
  taxRate: number;
  amountBasedOn: RateType;
  /** The client's currency (issue 34): its invoices are in it. USD when not set. */
  currency: string;
  /** The fixed price in minor units of `currency`; null when it has more places than it. */
  fixedPriceMinor: number | null;
  includeNonBillable: boolean;
  /** include_expense yes (issue 35): the period's billable expenses are billed too. */
  includeExpense: boolean;
  autoInvoice: boolean;
  /** The team's own internal client: never invoiced automatically. */
  internal: boolean;
  frequency: Frequency;
  delayDays: number;
  /** Days after the due date an unpaid invoice is mailed again; null: never. */
  reminderDays: number | null;
  /** The invoice setting late_fee (issue 35): `yes` charges the team's late fees. */
  lateFee: boolean;
}

export interface ClientsDirectory {
  /** The team's client, or null when the team has none with that id. */
  clientOf(teamId: number, clientId: number): Promise<InvoicingClient | null>;
  /** Clients with autoInvoice on (every team), ascending id after afterId. */
  autoInvoiceClients(afterId: number, limit: number): Promise<InvoicingClient[]>;
  close(): void;
}

type ClientMessage = NonNullable<
  Awaited<ReturnType<ReturnType<typeof clientsClient>['GetClientForTeam']>>
>;

const FREQUENCY_OF: Record<string, Frequency> = {
  weekly: 'weekly',
  'bi-weekly': 'bi-weekly',
  monthly: 'monthly',
};

function toInvoicingClient(client: ClientMessage): InvoicingClient {
  const settings = client.invoices;
  const address = client.address;
  const reminder = settings?.reminder_days?.trim() ?? '';
  const currency = client.currency || DEFAULT_CURRENCY;
  return {
    id: client.id,
    teamId: client.team_id,
    billed: {
      name: client.name,
      company: client.company,
      email: client.email,
      tax_id: settings?.tax_id ?? '',
      address: {
        line1: address?.billing_address1 ?? '',
        line2: address?.billing_address2 ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        zip: address?.zipcode ?? '',
        country: address?.country ?? '',
      },
    },
    lineItem: settings?.lineItem || 'project-date',
    netTerm: settings?.org_net_term ? null : (settings?.net_term ?? 30),
    notes: settings?.org_notes ? null : (settings?.notes ?? ''),
    taxRate: settings?.tax_rate ?? 0,
    amountBasedOn: settings?.amountBasedOn === 'fixed' ? 'fixed' : 'hourly',
    currency,
    fixedPriceMinor: minorOf(settings?.fixedPrice, currency),
    includeNonBillable: settings?.include_non_billable_time === 'yes',
    includeExpense: settings?.include_expense === 'yes',
    autoInvoice: settings?.autoInvoice === 'on',
    internal: client.isInternalClient,
    frequency: FREQUENCY_OF[settings?.frequency ?? ''] ?? 'weekly',
    delayDays: settings?.delay_days ?? 5,
    reminderDays: /^\d+$/.test(reminder) ? Number(reminder) : null,
    lateFee: settings?.late_fee === 'yes',
  };
}

export function clientsDirectory(address: string, options: ClientOptions): ClientsDirectory {
  const client = clientsClient(address, options);
  return {
    clientOf: (teamId, clientId) =>
      askingService('clients', async () => {
        const found = await nullWhenNotFound(
          client.GetClientForTeam({ client_id: clientId, team_id: teamId }),
        );
        return found && found.team_id === teamId ? toInvoicingClient(found) : null;
      }),
    autoInvoiceClients: (afterId, limit) =>
      askingService('clients', async () => {
        const { clients } = await client.ListAutoInvoiceClients({ after_id: afterId, limit });
        return clients.map(toInvoicingClient);
      }),
    close: () => client.close(),
  };
}
