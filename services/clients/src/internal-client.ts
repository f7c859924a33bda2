// The team's internal client (spec: a project without client_id belongs to "the team's
// internal client (created if it does not exist)"): one per team, named Internal,
// without email (its other texts and logo are ''), never deletable. A unique index
// makes two first projects at once share one.
import type { ClientsDependencies } from './dependencies';
import { BUDGET_DEFAULTS, EMPTY_ADDRESS, INVOICE_DEFAULTS } from './client-rules';
import { asUniqueIndexViolation, INTERNAL_CLIENT_INDEX, type ClientRecord } from './models';

export const INTERNAL_CLIENT_NAME = 'Internal';

/**
 * The team's internal client, made now (by `userId`) if the team has none. No
 * client.created event: nobody created a client, so no new_client webhook fires.
 */
export async function internalClientOf(
  { repository, logger, teams }: Pick<ClientsDependencies, 'repository' | 'logger' | 'teams'>,
  teamId: number,
  userId: number,
): Promise<ClientRecord> {
  const existing = await repository.clients.findInternal(teamId);
  if (existing) return existing;
  // Issue 34: in the team's currency, so the team's rates apply to internal projects.
  const { currency } = await teams.organizationDefaults(teamId);
  const id = await repository.nextId('clients');
  try {
    const created = await repository.clients.insert({
      id,
      team_id: teamId,
      user_id: userId,
      name: INTERNAL_CLIENT_NAME,
      address: { ...EMPTY_ADDRESS },
      invoices: { ...INVOICE_DEFAULTS },
      budget: { ...BUDGET_DEFAULTS },
      isInternalClient: true,
      currency,
    });
    logger.info({ team_id: teamId, client_id: created.id }, 'internal client created');
    return created;
  } catch (error) {
    // Another request made it first: use theirs.
    if (asUniqueIndexViolation(error)?.index === INTERNAL_CLIENT_INDEX) {
      const winner = await repository.clients.findInternal(teamId);
      if (winner) return winner;
    }
    throw error;
  }
}
