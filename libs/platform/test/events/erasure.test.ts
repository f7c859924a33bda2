// The platform's part of account erasure (docs/account-erasure.md): the redaction rule,
// the names a service learns from its own outbox, and the outbox rewritten.
import { randomUUID } from 'node:crypto';
import { namesInData, namesInEvents, redactEventsNaming, redactText } from '../../src/events';
import { outboxModel } from '../../src/events/outbox-record';
import { openTestDatabase, type TestDatabase } from './mongo-fixture';

describe('account erasure in the platform', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const record = (data: Record<string, unknown>, published = true) => {
    const id = randomUUID();
    return {
      _id: id,
      type: 'team.member_added',
      event: { id, type: 'team.member_added', occurred_at: new Date().toISOString(), data },
      occurred_at: new Date(),
      published_at: published ? new Date() : null,
      attempts: 1,
    };
  };

  it('replaces names as whole words and addresses, whatever their case', () => {
    const text = 'Ann Lee <ANN@example.com> planned with Annabel; ann lee again';
    expect(redactText(text, 7, ['Ann Lee', 'ann@example.com'])).toBe(
      'Deleted user #7 <deleted-7@erased.invalid> planned with Annabel; Deleted user #7 again',
    );
    expect(redactText('Planning', 7, ['Ann'])).toBe('Planning');
  });

  it('finds the names beside the user id at any depth', () => {
    expect(
      namesInData(
        {
          payload: {
            user_id: 7,
            email: 'a@example.com',
            name: 'Ann',
            other: { user_id: 8, name: 'Bo' },
          },
          task: {
            assignee_user_id: 7,
            assignee_name: 'Ann Lee',
            changed_by: 9,
            changed_by_name: 'Cy',
          },
        },
        7,
      ).sort(),
    ).toEqual(['Ann', 'Ann Lee', 'a@example.com']);
  });

  it("learns the person's names from the outbox and redacts every record naming them, published or not", async () => {
    const model = outboxModel(database.connection);
    const theirs = record({ user_id: 7, name: 'Ann Lee', email: 'ann@example.com', team_id: 1 });
    const mention = record({ user_id: 9, name: 'Bo', note: 'invited by Ann Lee' }, false);
    const other = record({ user_id: 9, name: 'Bo', email: 'bo@example.com' });
    await model.insertMany([theirs, mention, other]);

    const names = await namesInEvents(database.connection, 7);
    expect(names.sort()).toEqual(['Ann Lee', 'ann@example.com']);
    expect(await redactEventsNaming(database.connection, 7, names)).toBe(2);

    const after = await model.find({}).lean();
    const text = JSON.stringify(after);
    expect(text).not.toContain('Ann Lee');
    expect(text).not.toContain('ann@example.com');
    const byId = new Map(after.map((entry) => [entry._id, entry]));
    expect(byId.get(theirs._id)!.event.data).toMatchObject({
      user_id: 7,
      name: 'Deleted user #7',
      email: 'deleted-7@erased.invalid',
    });
    expect(byId.get(mention._id)!.published_at).toBeNull();
    expect(byId.get(other._id)!.event.data).toEqual(other.event.data);
    // Again: nothing left to change.
    expect(await redactEventsNaming(database.connection, 7, names)).toBe(0);
  });
});
