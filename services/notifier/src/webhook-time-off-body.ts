// The time_off_approved webhook's body (issue 36): the request as the API shows it (the
// contract's TimeOffRequestData, in its fields' order, null where unset), from scheduling's
// time_off.approved. A producer's extra field is not sent.
import type { TimeOffRequestEventData } from './events';

export interface TimeOffApprovedBody {
  event: 'time_off_approved';
  payload: TimeOffRequestEventData;
  criteria: { team_id: number };
}

export function timeOffApprovedBody(data: TimeOffRequestEventData): TimeOffApprovedBody {
  return {
    event: 'time_off_approved',
    payload: {
      id: data.id,
      team_id: data.team_id,
      user_id: data.user_id,
      policy_id: data.policy_id,
      policy_name: data.policy_name,
      paid: data.paid,
      unit: data.unit,
      from: data.from,
      to: data.to,
      half_day: data.half_day,
      hours: data.hours,
      amount: data.amount,
      days: [...data.days],
      status: data.status,
      note: data.note,
      comment: data.comment,
      reviewed_by: data.reviewed_by,
      created_by: data.created_by,
      created_at: data.created_at,
    },
    criteria: { team_id: data.team_id },
  };
}
