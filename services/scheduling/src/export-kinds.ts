// What scheduling holds for an export (docs/exports.md). A team's: its schedule entries,
// time off policies and time off requests. A person's own: their schedule entries and
// time off requests, across their teams.
import type { ExportKind } from '@workmesh/platform';
import {
  toEntry,
  toPolicy,
  toRequest,
  toScheduleEntryMessage,
  toTimeOffPolicyMessage,
  toTimeOffRequestMessage,
  type SchedulingRepository,
} from './models';

type EntryDocument = Parameters<typeof toEntry>[0];
type RequestDocument = Parameters<typeof toRequest>[0];

export function schedulingExportKinds(repository: SchedulingRepository): ExportKind[] {
  const schedules = {
    kind: 'schedules',
    model: repository.entries.model,
    toRecord: (document: EntryDocument) => toScheduleEntryMessage(toEntry(document)),
  };
  const timeOffRequests = {
    kind: 'time_off_requests',
    model: repository.timeOffRequests.model,
    toRecord: (document: RequestDocument) => toTimeOffRequestMessage(toRequest(document)),
  };
  return [
    { ...schedules, filter: ({ team_id }) => ({ team_id }) },
    { ...timeOffRequests, filter: ({ team_id }) => ({ team_id }) },
    {
      kind: 'time_off_policies',
      model: repository.timeOffPolicies.model,
      filter: ({ team_id }) => ({ team_id }),
      toRecord: (document: Parameters<typeof toPolicy>[0]) =>
        toTimeOffPolicyMessage(toPolicy(document)),
    },
    { ...schedules, personal: true, filter: ({ user_id }) => ({ user_id }) },
    { ...timeOffRequests, personal: true, filter: ({ user_id }) => ({ user_id }) },
  ];
}
