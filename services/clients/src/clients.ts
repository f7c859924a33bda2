// Clients use cases: create (with the logo), list, get, update, delete, and
// GetClientForTeam and ListAutoInvoiceClients for other services. The rules of the
// fields live in client-rules.ts, the logo's in logo-rules.ts; here is the story of
// each operation: who may, what is checked, what is stored and emitted.
import {
  CLIENT_SEARCH_MAX_LENGTH,
  createdChanges,
  deletedChanges,
  failedPrecondition,
  Joi,
  Reason,
  recordNotFound,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import {
  addressChanges,
  budgetChanges,
  contactChanges,
  currencyChanges,
  emailTakenError,
  INVOICE_DEFAULTS,
  invoiceChanges,
  needsOrganizationDefaults,
  newClientRecord,
  validatedClientFields,
  type ClientFields,
  type ClientFieldsInput,
} from './client-rules';
import type { ClientsDependencies } from './dependencies';
import {
  CLIENTS_AUDIT_ACTIONS,
  CLIENTS_AUDIT_OMIT,
  clientCreated,
  clientsChangeRecorded,
  flatFields,
  webhookTimestamp,
} from './events';
import type { LogoStorage } from './logo-storage';
import { acceptedLogo, type AcceptedLogo, type UploadedFile } from './logo-rules';
import {
  asUniqueIndexViolation,
  CLIENT_EMAIL_INDEX,
  type ClientChanges,
  type ClientRecord,
  type ClientView,
} from './models';
import { authorize } from './permissions';
import {
  pageOf,
  pagingFields,
  positiveId,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';
import type { OrganizationDefaults } from './teams-directory';

export const clientNotFoundError = () => recordNotFound(Reason.CLIENT_NOT_FOUND);

/** A client as callers see it: the logo as its full URL. */
export function toClientView(record: ClientRecord, logos: Pick<LogoStorage, 'urlOf'>): ClientView {
  const { profile_key: profileKey, ...fields } = record;
  return { ...fields, profile: logos.urlOf(profileKey) };
}

const clientRef = Joi.object({ client_id: positiveId('client_id') });
const clientForTeamRef = Joi.object({
  client_id: positiveId('client_id'),
  team_id: positiveId('team_id'),
});
export const AUTO_INVOICE_PAGE_DEFAULT = 100;
export const AUTO_INVOICE_PAGE_MAX = 500;
const autoInvoiceInput = Joi.object({
  after_id: Joi.number()
    .integer()
    .min(0)
    .default(0)
    .messages({ '*': 'The after_id must be a whole number of at least 0.' }),
  // proto3: an unset limit arrives as 0.
  limit: Joi.number()
    .integer()
    .min(1)
    .max(AUTO_INVOICE_PAGE_MAX)
    .empty(0)
    .default(AUTO_INVOICE_PAGE_DEFAULT)
    .messages({
      '*': `The limit must be a whole number from 1 to ${AUTO_INVOICE_PAGE_MAX} (0 or unset: ${AUTO_INVOICE_PAGE_DEFAULT}).`,
    }),
});
const listInput = Joi.object({
  ...pagingFields,
  search: Joi.string()
    .trim()
    .allow('')
    .max(CLIENT_SEARCH_MAX_LENGTH)
    .messages({
      '*': `The search may not be greater than ${CLIENT_SEARCH_MAX_LENGTH} characters.`,
    }),
});

/** What the operations share: finding the team's client, showing it, storing its logo. */
function clientAccess(deps: ClientsDependencies) {
  const { repository, teams, logos } = deps;

  const view = (record: ClientRecord) => toClientView(record, logos);

  /** The team's client by id; another team's (or none) is CLIENT_NOT_FOUND. */
  async function findClient(teamId: number, clientId: number | undefined): Promise<ClientRecord> {
    const { client_id } = validated<{ client_id: number }>(clientRef, { client_id: clientId });
    const client = await repository.clients.findInTeam(teamId, client_id);
    if (!client) throw clientNotFoundError();
    return client;
  }

  /** The organization's invoice defaults, asked only when a flag takes from them. */
  const organizationDefaultsFor = async (
    teamId: number,
    fields: ClientFields,
    current: ClientRecord['invoices'],
  ): Promise<OrganizationDefaults | undefined> =>
    needsOrganizationDefaults(fields, current) ? teams.organizationDefaults(teamId) : undefined;

  /**
   * Runs a write that stores a just-uploaded logo; if the write fails, the logo is
   * removed again, and a lost race for the email is EMAIL_TAKEN.
   */
  async function writingLogo<T>(logoKey: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await logos.remove(logoKey);
      if (asUniqueIndexViolation(error)?.index === CLIENT_EMAIL_INDEX) throw emailTakenError();
      throw error;
    }
  }

  const upload = (logo: AcceptedLogo | undefined) => (logo ? logos.put(logo) : Promise.resolve(''));

  return { view, findClient, organizationDefaultsFor, writingLogo, upload };
}

type ClientAccess = ReturnType<typeof clientAccess>;

/** Create: the client with its logo and the event it carries. */
function clientCreation(deps: ClientsDependencies, shared: ClientAccess) {
  const { repository, outbox, logger, teams, maxUploadBytes } = deps;
  const { view, organizationDefaultsFor, writingLogo, upload } = shared;

  /**
   * POST client/create (owner, manager). Spec: the client belongs to the caller's team,
   * the caller is its creator; name sanitized; billing address copied to mailing;
   * invoice and budget defaults; email unique in the whole system (a unique index, so
   * two creates at once give one client); the logo stored before the write and
   * removed if the write fails; client.created recorded with the client.
   */
  async function createClient(
    caller: Caller | undefined,
    request: { fields?: ClientFieldsInput | null; profile?: UploadedFile | null },
  ): Promise<ClientView> {
    const { caller: who, teamId } = await authorize(teams, caller, 'createClient');
    const fields = validatedClientFields(request.fields, 'create');
    const logo = acceptedLogo(request.profile, maxUploadBytes);
    // With a logo, most duplicates are refused here, before it is stored for nothing.
    // Without one the unique index alone decides (as it decides every race): a lookup
    // would only cost a round trip.
    if (logo && (await repository.clients.findByEmail(fields.email as string)))
      throw emailTakenError();
    // Issue 34: the team's currency unless the client sets its own (one call to teams for both).
    const organization =
      fields.currency === undefined
        ? await teams.organizationDefaults(teamId)
        : await organizationDefaultsFor(teamId, fields, INVOICE_DEFAULTS);
    const teamCurrency = fields.currency ?? (organization as OrganizationDefaults).currency;
    const id = await repository.nextId('clients');
    const profileKey = await upload(logo);

    const record = await writingLogo(profileKey, () =>
      repository.transaction(async () => {
        const created = await repository.clients.insert(
          newClientRecord(fields, {
            id,
            teamId,
            userId: who.userId,
            profileKey,
            organization,
            teamCurrency,
          }),
        );
        const shown = view(created);
        await outbox.record(
          clientCreated({
            id: shown.id,
            name: shown.name,
            email: shown.email ?? '',
            profile: shown.profile,
            team_id: shown.team_id,
            user_id: shown.user_id,
            retrieved_at: webhookTimestamp(shown.created_at),
          }),
          clientsChangeRecorded(
            CLIENTS_AUDIT_ACTIONS.CreateClient,
            { team_id: teamId, object_type: 'client', object_id: created.id },
            createdChanges(flatFields(created), CLIENTS_AUDIT_OMIT),
          ),
        );
        return created;
      }),
    );
    outbox.kick();
    logger.info({ team_id: teamId, client_id: record.id, by: who.userId }, 'client created');
    return view(record);
  }

  return { createClient };
}

/**
 * Inside the transaction of a client write: its change.recorded, with the fields (settings
 * one by one) that differ between `before` and `after`. A write that changed nothing
 * records nothing.
 */
export async function recordClientUpdate(
  { outbox }: Pick<ClientsDependencies, 'outbox'>,
  action: (typeof CLIENTS_AUDIT_ACTIONS)[
    'UpdateClient' | 'UpdateClientBudget' | 'UpdateClientInvoiceSettings'],
  before: ClientRecord,
  after: ClientRecord,
): Promise<void> {
  const changes = updatedChanges(flatFields(before), flatFields(after), CLIENTS_AUDIT_OMIT);
  if (Object.keys(changes).length === 0) return;
  await outbox.record(
    clientsChangeRecorded(
      action,
      { team_id: after.team_id, object_type: 'client', object_id: after.id },
      changes,
    ),
  );
}

/** Update and delete, the logo replaced or removed after the write. */
function clientEdits(deps: ClientsDependencies, shared: ClientAccess) {
  const { repository, outbox, logger, teams, logos, maxUploadBytes } = deps;
  const { view, findClient, organizationDefaultsFor, writingLogo, upload } = shared;

  /**
   * POST client/:id/update (owner, manager): the rules of create for the fields given;
   * a new logo replaces the old one (the old object is removed after the write).
   */
  async function updateClient(
    caller: Caller | undefined,
    request: {
      client_id?: number;
      fields?: ClientFieldsInput | null;
      profile?: UploadedFile | null;
    },
  ): Promise<ClientView> {
    const { caller: who, teamId } = await authorize(teams, caller, 'updateClient');
    const client = await findClient(teamId, request.client_id);
    const fields = validatedClientFields(request.fields, 'update');
    const logo = acceptedLogo(request.profile, maxUploadBytes);
    if (fields.email !== undefined && fields.email !== client.email) {
      const holder = await repository.clients.findByEmail(fields.email);
      if (holder && holder.id !== client.id) throw emailTakenError();
    }
    const organization = await organizationDefaultsFor(teamId, fields, client.invoices);
    const profileKey = await upload(logo);

    const changes: ClientChanges = {
      ...contactChanges(fields),
      ...currencyChanges(fields),
      ...(logo ? { profile_key: profileKey } : {}),
      address: addressChanges(fields),
      invoices: invoiceChanges(fields, client.invoices, organization),
      budget: budgetChanges(fields),
    };
    const updated = await writingLogo(profileKey, () =>
      repository.transaction(async () => {
        const result = await repository.clients.update(teamId, client.id, changes);
        if (!result) throw clientNotFoundError(); // deleted meanwhile
        await recordClientUpdate(deps, CLIENTS_AUDIT_ACTIONS.UpdateClient, client, result);
        return result;
      }),
    );
    outbox.kick();
    if (logo) await logos.remove(client.profile_key);
    logger.info({ team_id: teamId, client_id: client.id, by: who.userId }, 'client updated');
    return view(updated);
  }

  /**
   * POST client/:id/delete (owner, manager). The internal client stays; a client with
   * projects stays (their projects would lose their client). Its logo goes with it.
   */
  async function deleteClient(
    caller: Caller | undefined,
    request: { client_id?: number },
  ): Promise<{ success: string }> {
    const { caller: who, teamId } = await authorize(teams, caller, 'deleteClient');
    const client = await findClient(teamId, request.client_id);
    if (client.isInternalClient)
      throw failedPrecondition(
        Reason.INTERNAL_CLIENT,
        "The team's internal client cannot be deleted.",
      );
    await repository.transaction(async () => {
      if ((await repository.projects.countOfClient(teamId, client.id)) > 0)
        throw failedPrecondition(
          Reason.CLIENT_HAS_PROJECTS,
          'This client has projects; delete them or move them to another client first.',
        );
      if (!(await repository.clients.delete(teamId, client.id))) throw clientNotFoundError();
      await outbox.record(
        clientsChangeRecorded(
          CLIENTS_AUDIT_ACTIONS.DeleteClient,
          { team_id: teamId, object_type: 'client', object_id: client.id },
          deletedChanges(flatFields(client), CLIENTS_AUDIT_OMIT),
        ),
      );
    });
    outbox.kick();
    await logos.remove(client.profile_key);
    logger.info({ team_id: teamId, client_id: client.id, by: who.userId }, 'client deleted');
    return { success: 'Client deleted' };
  }

  return { updateClient, deleteClient };
}

/** The reads: a member's list and client, and other services' lookups without a caller. */
function clientReads(deps: ClientsDependencies, shared: ClientAccess) {
  const { repository, teams } = deps;
  const { view, findClient } = shared;

  /** GET client/list (any member): one page of the team's clients by id, internal one included. */
  async function listClients(
    caller: Caller | undefined,
    request: { page?: number; per_page?: number; search?: string },
  ): Promise<Page<ClientView>> {
    const { teamId } = await authorize(teams, caller, 'listClients');
    const input = validated<Paging & { search?: string }>(listInput, request);
    const { items, total } = await repository.clients.page(
      teamId,
      input.search || undefined,
      windowOf(input),
    );
    return pageOf({ items: items.map(view), total }, input);
  }

  /** GET client/:id (any member). */
  async function getClient(
    caller: Caller | undefined,
    request: { client_id?: number },
  ): Promise<ClientView> {
    const { teamId } = await authorize(teams, caller, 'getClient');
    return view(await findClient(teamId, request.client_id));
  }

  /**
   * Other services (tracking: a client's budget), no caller check, as GetProjectForTeam:
   * the team's client, CLIENT_NOT_FOUND otherwise (another team's included).
   */
  async function getClientForTeam(request: {
    client_id?: number;
    team_id?: number;
  }): Promise<ClientView> {
    const input = validated<{ client_id: number; team_id: number }>(clientForTeamRef, request);
    return view(await findClient(input.team_id, input.client_id));
  }

  /**
   * Other services without a caller (invoices: automatic invoicing), no caller check:
   * the clients of every team whose autoInvoice is `on`, by ascending id after
   * after_id, at most limit. A caller pages by passing the last id it got.
   */
  async function listAutoInvoiceClients(request: {
    after_id?: number;
    limit?: number;
  }): Promise<ClientView[]> {
    const input = validated<{ after_id: number; limit: number }>(autoInvoiceInput, request);
    return (await repository.clients.pageWithAutoInvoice(input.after_id, input.limit)).map(view);
  }

  return { listClients, getClient, getClientForTeam, listAutoInvoiceClients };
}

export function clientsUseCases(deps: ClientsDependencies) {
  const shared = clientAccess(deps);
  return {
    ...clientCreation(deps, shared),
    ...clientEdits(deps, shared),
    ...clientReads(deps, shared),
    findClient: shared.findClient,
  };
}

export type ClientsUseCases = ReturnType<typeof clientsUseCases>;
