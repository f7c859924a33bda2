// A route's error presentations are keyed by the platform's reasons and the error kinds:
// the reason is looked up before the kind, and a reason that does not exist does not
// compile (tsc -b checks this file, so the expected error below must stay an error).
import { DomainError, invalidArgument, notFound, Reason } from '@workmesh/platform';
import {
  GatewayText,
  presentError,
  shapeA,
  shapeB,
  type ErrorPresentations,
} from '../src/error-presentation';

const presentations: ErrorPresentations = {
  [Reason.EMAIL_TAKEN]: shapeA(400),
  [Reason.TEAM_ID_MISSING]: shapeB(400, 'team_id missing'),
  invalid_argument: shapeA(422),
};

it('presents a reason before its kind, with the service message unless the route fixes a text', () => {
  expect(presentError(invalidArgument(Reason.TEAM_ID_MISSING, 'no team'), presentations)).toEqual({
    status: 400,
    body: { error: 'team_id missing' },
    reason: Reason.TEAM_ID_MISSING,
  });
  expect(
    presentError(new DomainError('already_exists', Reason.EMAIL_TAKEN, 'taken'), presentations),
  ).toEqual({ status: 400, body: { error: 400, message: 'taken' }, reason: Reason.EMAIL_TAKEN });
  expect(presentError(invalidArgument(Reason.NAME_REQUIRED, 'name!'), presentations)).toEqual({
    status: 422,
    body: { error: 422, message: 'name!' },
    reason: Reason.NAME_REQUIRED,
  });
});

it("falls back by kind, with the gateway's own texts where the service's must not show", () => {
  expect(presentError(notFound(Reason.TASK_NOT_FOUND, 'Task not found'))).toEqual({
    status: 404,
    body: { error: 404, message: 'Task not found' },
    reason: Reason.TASK_NOT_FOUND,
  });
  expect(presentError(invalidArgument(Reason.INVALID_PARAMETERS, 'detail'))).toEqual({
    status: 400,
    body: { error: 400, message: 'Invalid request parameters' },
    reason: Reason.INVALID_PARAMETERS,
  });
  // A 500 names no reason: what went wrong inside stays inside.
  expect(presentError(new DomainError('internal', Reason.INTERNAL, 'disk full'))).toEqual({
    status: 500,
    body: { error: 500, message: GatewayText.INTERNAL },
  });
  expect(presentError(new Error('mongodb://secret'))).toEqual({
    status: 500,
    body: { error: 500, message: GatewayText.INTERNAL },
  });
});

it('keys presentations by existing reasons only', () => {
  const unknown: ErrorPresentations = {
    // @ts-expect-error NO_SUCH_REASON is no Reason: a misspelt reason fails to compile.
    NO_SUCH_REASON: shapeA(400),
  };
  expect(Object.keys(unknown)).toEqual(['NO_SUCH_REASON']);
});
