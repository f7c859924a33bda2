// gRPC handlers of workmesh.tasks.v1.Tasks: proto request → use case → proto response.
// No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  tasksProto,
  type ServiceBinding,
  type TasksDefinition,
} from '@workmesh/platform';
import { toAssigneeChangeMessage, toTaskMessage } from './models';
import type { TaskAssignmentUseCases } from './task-assignment';
import type { TasksUseCases } from './tasks';

export const TASKS_SERVICE_NAME = 'workmesh.tasks.v1.Tasks';

export interface TasksServiceUseCases {
  tasks: TasksUseCases;
  assignment: TaskAssignmentUseCases;
}

export function tasksGrpcService({ tasks, assignment }: TasksServiceUseCases): ServiceBinding {
  return bindService<TasksDefinition>(TASKS_SERVICE_NAME, tasksProto().Tasks.service, {
    CreateTask: async (request, context) =>
      toTaskMessage(await tasks.createTask(context.caller, request)),
    ListTasks: async (request, context) => {
      const page = await tasks.listTasks(context.caller, request);
      return { tasks: page.items.map(toTaskMessage), page_info: pageInfoOf(page) };
    },
    GetTask: async (request, context) =>
      toTaskMessage(await tasks.getTask(context.caller, request)),
    UpdateTask: async (request, context) =>
      toTaskMessage(await tasks.updateTask(context.caller, request)),
    DeleteTask: (request, context) => tasks.deleteTask(context.caller, request),
    UpdateAssignee: async (request, context) =>
      toAssigneeChangeMessage(await assignment.updateAssignee(context.caller, request)),
  });
}
