// The member's mail of a reviewed time-off request (issue 36): time_off.approved and
// time_off.rejected, their templates in mail-templates-time-off.ts.
import { TimeOffApproved, TimeOffRejected, type DomainEvent } from '@workmesh/platform';
import { contactsFor, recipientIn, type ComposedMail } from './composed-mail';
import {
  timeOffApprovedMailSchema,
  timeOffRejectedMailSchema,
  type TimeOffMailData,
} from './events';
import type { IdentityDirectory } from './identity-directory';
import type { MailTemplates } from './mail-templates';

/** A member's mail of a reviewed time-off request (issue 36): its template and the data it reads. */
export interface TimeOffMail {
  template: 'time_off_approved' | 'time_off_rejected';
  schema: typeof timeOffApprovedMailSchema;
}

export const TIME_OFF_MAILS: ReadonlyMap<string, TimeOffMail> = new Map<string, TimeOffMail>([
  [TimeOffApproved.type, { template: 'time_off_approved', schema: timeOffApprovedMailSchema }],
  [TimeOffRejected.type, { template: 'time_off_rejected', schema: timeOffRejectedMailSchema }],
]);

/**
 * time_off.approved or time_off.rejected → the member's mail: the member's address and
 * name and the reviewer's name, from identity (a request approved at once has no
 * reviewer). Throws IdentityUnavailableError when identity does not answer.
 */
export async function composeTimeOffReview(
  event: DomainEvent,
  mail: TimeOffMail,
  templates: MailTemplates,
  identity: Pick<IdentityDirectory, 'contactsOf'>,
): Promise<ComposedMail> {
  const { template } = mail;
  const { value, error } = mail.schema.validate(event.data, { convert: false });
  if (error) return { template, to: '', invalid: error.message };
  const data: TimeOffMailData = value;
  const reviewerId = data.reviewed_by;
  const contacts = await contactsFor(
    identity,
    template,
    reviewerId === null || reviewerId === data.user_id
      ? [data.user_id]
      : [data.user_id, reviewerId],
  );
  const recipient = recipientIn(contacts, data.user_id);
  if (recipient.problem !== undefined) return { template, to: '', invalid: recipient.problem };
  const member = recipient.contact;
  const values = {
    memberName: member.name,
    reviewerName: reviewerId === null ? '' : (contacts.get(reviewerId)?.name ?? ''),
    requestId: data.id,
    policyName: data.policy_name,
    paid: data.paid,
    unit: data.unit,
    from: data.from,
    to: data.to,
    halfDay: data.half_day,
    amount: data.amount,
    comment: data.comment ?? '',
  };
  return {
    template,
    to: member.email,
    name: member.name,
    mail:
      template === 'time_off_approved'
        ? templates.timeOffApproved(values)
        : templates.timeOffRejected(values),
  };
}
