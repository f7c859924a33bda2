// What the notifier holds for an export (docs/exports.md). A team's: its webhook
// subscriptions (never their signing secrets). A person's own: the mails sent to their
// address, as the delivery log keeps them (which mail, why, when, what became of it; the
// log never keeps a mail's body, link or token, so neither does the export).
import type { ExportKind } from '@workmesh/platform';
import type { IdentityDirectory } from './identity-directory';
import { toDelivery, toProtoWebhook, toWebhook, type NotifierRepository } from './models';

export function notifierExportKinds(
  repository: NotifierRepository,
  identity: IdentityDirectory,
): ExportKind[] {
  return [
    {
      kind: 'webhooks',
      model: repository.webhooks.model,
      filter: ({ team_id }) => ({ team_id }),
      toRecord: (document: Parameters<typeof toWebhook>[0]) => toProtoWebhook(toWebhook(document)),
    },
    {
      kind: 'mails',
      personal: true,
      model: repository.mailDeliveries.model,
      // The log's key is the event's id (a string).
      parseAfter: (after) => after,
      async filter({ user_id }) {
        const contact = (await identity.contactsOf([user_id])).get(user_id);
        return contact ? { to: contact.email } : null;
      },
      toRecord(document: Parameters<typeof toDelivery>[0]) {
        const delivery = toDelivery(document);
        return {
          event_id: delivery.event_id,
          event_type: delivery.event_type,
          template: delivery.template,
          to: delivery.to,
          status: delivery.status,
          attempts: delivery.attempts,
          created_at: delivery.created_at.toISOString(),
          finished_at: delivery.finished_at?.toISOString() ?? null,
        };
      },
    },
  ];
}
