// The audit records of tag writes (issue 36): change.recorded, object `tag`, in the
// transaction of the write (outbox). No subject: a tag is the team's, nobody's in particular.
import {
  changeRecorded,
  createdChanges,
  deletedChanges,
  updatedChanges,
  type ChangeRecordedData,
  type DomainEvent,
} from '@workmesh/platform';
import { TRACKING_AUDIT_OMIT, TRACKING_SOURCE, type TRACKING_AUDIT_ACTIONS } from './events';
import type { TagRecord } from './models';

export type TagAuditAction =
  | typeof TRACKING_AUDIT_ACTIONS.CreateTag
  | typeof TRACKING_AUDIT_ACTIONS.UpdateTag
  | typeof TRACKING_AUDIT_ACTIONS.DeleteTag;

/** change.recorded of a tag created (before null), updated, or deleted (after null). */
export function tagChangeRecorded(
  action: TagAuditAction,
  before: TagRecord | null,
  after: TagRecord | null,
): DomainEvent<ChangeRecordedData> {
  const tag = (after ?? before) as TagRecord;
  const changes =
    before === null
      ? createdChanges({ ...tag }, TRACKING_AUDIT_OMIT)
      : after === null
        ? deletedChanges({ ...before }, TRACKING_AUDIT_OMIT)
        : updatedChanges({ ...before }, { ...after }, TRACKING_AUDIT_OMIT);
  return changeRecorded(TRACKING_SOURCE, {
    team_id: tag.team_id,
    action,
    object_type: 'tag',
    object_id: String(tag.id),
    changes,
    subject_user_id: 0,
  });
}
