// How the tasks service's answers are presented (spec: "Task", updateAssignee): the Task
// record and the spec's error rows.
import { Reason, TASK_STATUSES } from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { record } from '../reply-presentation';
import { invalidRequest, serviceMessageErrors } from './route.presenters';

record('workmesh.tasks.v1.Task', {
  component: 'Task',
  description: 'A task of a project.',
  unset: { description: '' },
  notes: {
    assignee: { description: 'user id; null when unassigned' },
    status: { enum: TASK_STATUSES },
  },
});
/** updateAssignee (spec: "task id, task name, project id, new assignee, update time"). */
record('workmesh.tasks.v1.AssigneeChange', {
  component: 'AssigneeChange',
  description: 'updateAssignee: the task and its new assignee.',
  notes: { assignee: { description: 'null when unassigned' } },
});

/**
 * updateAssignee (spec): every malformed request, the gateway's refusals of the task id
 * and the assignee included, is `SpecText.INVALID_REQUEST_PARAMETERS`; an assignee outside the
 * team is 400 with the service's message; an unknown task (or another team's) 404.
 */
export const assigneeErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  invalid_argument: invalidRequest,
  [Reason.ASSIGNEE_NOT_MEMBER]: shapeA(400),
};
