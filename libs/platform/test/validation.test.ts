// A service's request validator and the shared id rule.
import { INVALID_PARAMETERS, Joi, positiveId, Reason, requestValidator } from '../src';

const failureOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('requestValidator', () => {
  const validated = requestValidator(INVALID_PARAMETERS);
  const schema = Joi.object({ project_id: positiveId('project_id') });

  it('answers the validated, converted input', () => {
    expect(validated(schema, { project_id: '7', extra: 1 })).toEqual({ project_id: 7 });
  });

  it("answers a bad field with the service's default reason and the field's message", () => {
    expect(failureOf(() => validated(schema, { project_id: -1 }))).toMatchObject({
      kind: 'invalid_argument',
      reason: INVALID_PARAMETERS,
      message: 'The project_id must be a positive integer.',
      fields: { project_id: ['The project_id must be a positive integer.'] },
    });
  });

  it('takes a reason and a fixed message of the caller instead', () => {
    expect(
      failureOf(() => validated(schema, {}, () => Reason.PROJECT_NOT_FOUND, 'Invalid request')),
    ).toMatchObject({ reason: Reason.PROJECT_NOT_FOUND, message: 'Invalid request' });
  });
});

describe('positiveId', () => {
  const validated = requestValidator('INVALID_REQUEST');

  it('is required, and a missing id reads like a wrong one', () => {
    const schema = Joi.object({ team_id: positiveId('team_id') });
    expect(failureOf(() => validated(schema, {}))).toMatchObject({
      message: 'The team_id must be a positive integer.',
    });
  });

  it('names the field by its key when no name is given, items of a list included', () => {
    const schema = Joi.object({ member_ids: Joi.array().items(positiveId()) });
    expect(failureOf(() => validated(schema, { member_ids: [1, 2.5] }))).toMatchObject({
      message: 'The member_ids[1] must be a positive integer.',
    });
  });
});
