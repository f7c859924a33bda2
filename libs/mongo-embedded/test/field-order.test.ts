// Field lists of stored documents (field-order.ts): computed once per document, shared by
// documents of one shape, and a projection's kept fields worked out once per shape. Then,
// through the driver: a document replaced by a write is projected as it now is.
import type { Db } from 'mongodb';
import { fieldsOf, keptFieldsOf } from '../src/field-order';
import { uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let db: Db;
useTestDatabase('field_order', (opened) => ({ db } = opened));

describe('fieldsOf', () => {
  it('gives the fields in order, one shared list per shape', () => {
    const first = fieldsOf({ _id: 1, a: 1, b: 2 });
    expect(first).toEqual(['_id', 'a', 'b']);
    expect(fieldsOf({ _id: 2, a: 'x', b: null })).toBe(first);
    const reordered = fieldsOf({ _id: 3, b: 2, a: 1 });
    expect(reordered).toEqual(['_id', 'b', 'a']);
    expect(reordered).not.toBe(first);
  });

  it("keeps a projection's fields per shape, in the document's order", () => {
    const asked: string[] = [];
    const kept = keptFieldsOf((field) => {
      asked.push(field);
      return field === 'a' || field === '_id';
    });
    expect(kept({ b: 1, a: 2, _id: 3 })).toEqual(['a', '_id']);
    expect(kept({ b: 9, a: 8, _id: 7 })).toEqual(['a', '_id']);
    expect(kept({ a: 1, c: 2 })).toEqual(['a']);
    expect(asked).toEqual(['b', 'a', '_id', 'a', 'c']); // the second document asked nothing
  });
});

describe('projections of rewritten documents', () => {
  it('project the document as the last write left it', async () => {
    const coll = db.collection<{ _id: number; [field: string]: unknown }>(uniqueCollectionName());
    await coll.insertMany([
      { _id: 1, a: 1, b: 2 },
      { _id: 2, a: 1, b: 2 },
    ]);
    const projection = { projection: { b: 1, c: 1, _id: 0 } };
    expect(await coll.find({}, projection).toArray()).toEqual([{ b: 2 }, { b: 2 }]);

    await coll.updateOne({ _id: 1 }, { $set: { c: 3 }, $unset: { b: '' } });
    await coll.replaceOne({ _id: 2 }, { c: 4, b: 5 });

    const documents = await coll.find({}, projection).toArray();
    expect(documents).toEqual([{ c: 3 }, { c: 4, b: 5 }]);
    expect(Object.keys(documents[1])).toEqual(['c', 'b']);
  });
});

describe('batch sizes', () => {
  it('fill a reply up to 16 MB of what is sent: projected documents, not stored ones', async () => {
    const name = uniqueCollectionName();
    const big = 'x'.repeat(4 * 1024 * 1024);
    await db
      .collection<{ _id: number }>(name)
      .insertMany(Array.from({ length: 6 }, (_, i) => ({ _id: i + 1, n: i + 1, big })));
    const firstBatch = async (projection?: object) => {
      const reply = await db.command({
        find: name,
        batchSize: 10,
        ...(projection ? { projection } : {}),
      });
      if (reply.cursor.id && Number(reply.cursor.id) !== 0)
        await db.command({ killCursors: name, cursors: [reply.cursor.id] });
      return (reply.cursor.firstBatch as Array<{ _id: number }>).map((document) => document._id);
    };

    expect(await firstBatch()).toEqual([1, 2, 3]); // a fourth would pass 16 MB
    expect(await firstBatch({ big: 0 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await firstBatch({ n: 1 })).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
