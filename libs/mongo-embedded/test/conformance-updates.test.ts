// Update semantics MongoDB 7.0 defines and the server must answer the same way:
// paths through arrays and scalars (PathNotViable), $pull conditions with
// $or/$and, several positional paths under one array, own '__proto__' keys in
// values, and '$'-prefixed field names inside values.
import { MongoServerError, type Collection, type Db, type Document } from 'mongodb';
import { rejectionOf, uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let db: Db;
useTestDatabase('updates', (opened) => ({ db } = opened));

function freshCollection(): Collection<Document> {
  return db.collection(uniqueCollectionName('upd'));
}

const ITEMS = [
  { sku: 'a', qty: 1, price: 10 },
  { sku: 'b', qty: 2, price: 20 },
];

async function withItems(): Promise<Collection<Document>> {
  const coll = freshCollection();
  await coll.insertOne({ _id: 1 as any, items: ITEMS.map((item) => ({ ...item })) });
  return coll;
}

describe('paths through arrays and scalars', () => {
  it('$set through an array of documents fails with PathNotViable (28) and changes nothing', async () => {
    const coll = await withItems();

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $set: { 'items.qty': 5 } }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(28);
    expect(err.message).toMatch(/^Cannot create field 'qty' in element \{items: \[/);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('findOneAndUpdate through an array of documents answers codeName PathNotViable', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.findOneAndUpdate({ _id: 1 as any }, { $set: { 'items.qty': 5 } }),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(28);
    expect(err.codeName).toBe('PathNotViable');
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('$set of a field inside a number fails with PathNotViable (28)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, n: 5 });

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $set: { 'n.x': 1 } }));

    expect(err.code).toBe(28);
    expect(err.message).toBe("Cannot create field 'x' in element {n: 5}");
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, n: 5 });
  });

  it('$set of a field inside null fails with PathNotViable (28)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: null });

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $set: { 'a.b': 1 } }));

    expect(err.code).toBe(28);
    expect(err.message).toBe("Cannot create field 'b' in element {a: null}");
  });

  it('$set of a field inside a missing field creates the embedded document', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any });

    await coll.updateOne({ _id: 1 as any }, { $set: { 'a.b': 1 } });

    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, a: { b: 1 } });
  });

  it('$push through an array of documents fails with PathNotViable (28)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne({ _id: 1 as any }, { $push: { 'items.tags': 'x' } } as any),
    );

    expect(err.code).toBe(28);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('$inc through an array of documents fails with PathNotViable (28)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $inc: { 'items.qty': 1 } }));

    expect(err.code).toBe(28);
  });

  it('$pull through an array of documents fails with PathNotViable (28)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne({ _id: 1 as any }, { $pull: { 'items.tags': 'x' } } as any),
    );

    expect(err.code).toBe(28);
  });

  it('$unset through an array of documents is a no-op that matches the document', async () => {
    const coll = await withItems();

    const result = await coll.updateOne({ _id: 1 as any }, { $unset: { 'items.qty': '' } });

    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('a numeric path part addresses one array element', async () => {
    const coll = await withItems();

    await coll.updateOne({ _id: 1 as any }, { $set: { 'items.1.qty': 7 } });

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      ITEMS[0],
      { sku: 'b', qty: 7, price: 20 },
    ]);
  });

  it('a numeric path part past the end pads the array with nulls', async () => {
    const coll = await withItems();

    await coll.updateOne({ _id: 1 as any }, { $set: { 'items.3.qty': 7 } });

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      ITEMS[0],
      ITEMS[1],
      null,
      { qty: 7 },
    ]);
  });

  it('an upsert whose update goes through a scalar of the filter fails with 28 and inserts nothing', async () => {
    const coll = freshCollection();

    const err = await rejectionOf(
      coll.updateOne({ _id: 'u' as any, n: 5 }, { $set: { 'n.x': 1 } }, { upsert: true }),
    );

    expect(err.code).toBe(28);
    expect(await coll.countDocuments({})).toBe(0);
  });

  it('an ordered bulkWrite stops at the PathNotViable (28) statement', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.bulkWrite([
        { updateOne: { filter: { _id: 1 as any }, update: { $set: { 'items.qty': 5 } } } },
        { updateOne: { filter: { _id: 1 as any }, update: { $set: { done: true } } } },
      ]),
    );

    expect(err.writeErrors).toHaveLength(1);
    expect(err.writeErrors[0].index).toBe(0);
    expect(err.writeErrors[0].code).toBe(28);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });
});

describe('$pull with a condition', () => {
  it('$pull with $or removes the array documents matching one of the branches', async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1 as any,
      items: [
        { a: 1, b: 2 },
        { a: 1, b: 3 },
        { a: 2, b: 2 },
      ],
    });

    await coll.updateOne({ _id: 1 as any }, { $pull: { items: { $or: [{ a: 1, b: 2 }] } } } as any);

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      { a: 1, b: 3 },
      { a: 2, b: 2 },
    ]);
  });

  it('$pull with $or of several branches removes every matching document', async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1 as any,
      items: [{ a: 1, b: 2 }, { a: 1, b: 3 }, { a: 2, b: 2 }, 7],
    });

    const result = await coll.updateOne({ _id: 1 as any }, {
      $pull: { items: { $or: [{ a: 1, b: 2 }, { a: 2 }] } },
    } as any);

    expect(result.modifiedCount).toBe(1);
    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([{ a: 1, b: 3 }, 7]);
  });

  it('$pull with $and removes the array documents matching every clause', async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1 as any,
      items: [
        { a: 1, b: 2 },
        { a: 1, b: 3 },
        { a: 2, b: 5 },
      ],
    });

    await coll.updateOne({ _id: 1 as any }, {
      $pull: { items: { $and: [{ a: 1 }, { b: { $gt: 2 } }] } },
    } as any);

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      { a: 1, b: 2 },
      { a: 2, b: 5 },
    ]);
  });

  it('$pull with a document condition matches elements holding more fields', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, items: [{ a: 1, b: 2 }, { a: 2 }, 1] });

    await coll.updateOne({ _id: 1 as any }, { $pull: { items: { a: 1 } } } as any);

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([{ a: 2 }, 1]);
  });

  it('$pull with an operator condition applies it to each element', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, nums: [1, 5, 3, 8] });

    await coll.updateOne({ _id: 1 as any }, { $pull: { nums: { $gte: 5 } } } as any);

    expect((await coll.findOne({ _id: 1 as any }))!.nums).toEqual([1, 3]);
  });
});

describe('several positional paths in one update', () => {
  it('two $ paths under one array update both fields of the matched element', async () => {
    const coll = await withItems();

    const result = await coll.updateOne(
      { _id: 1 as any, 'items.sku': 'b' },
      { $set: { 'items.$.qty': 5, 'items.$.price': 25 } },
    );

    expect(result.modifiedCount).toBe(1);
    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      ITEMS[0],
      { sku: 'b', qty: 5, price: 25 },
    ]);
  });

  it('the $ element is the one the query matched even when the update changes the queried field', async () => {
    const coll = await withItems();

    await coll.updateOne({ 'items.qty': 2 }, { $set: { 'items.$.qty': 3, 'items.$.price': 30 } });

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      ITEMS[0],
      { sku: 'b', qty: 3, price: 30 },
    ]);
  });

  it('findOneAndUpdate accepts two $ paths and returns the updated document', async () => {
    const coll = await withItems();

    const after = await coll.findOneAndUpdate(
      { 'items.sku': 'a' },
      { $set: { 'items.$.qty': 9 }, $inc: { 'items.$.price': 1 } },
      { returnDocument: 'after' },
    );

    expect(after!.items).toEqual([{ sku: 'a', qty: 9, price: 11 }, ITEMS[1]]);
  });

  it('two $[] paths under one array update both fields of every element', async () => {
    const coll = await withItems();

    await coll.updateOne({ _id: 1 as any }, { $set: { 'items.$[].qty': 0, 'items.$[].price': 1 } });

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      { sku: 'a', qty: 0, price: 1 },
      { sku: 'b', qty: 0, price: 1 },
    ]);
  });

  it('two $[e] paths with one array filter update both fields of the filtered elements', async () => {
    const coll = await withItems();

    await coll.updateOne(
      { _id: 1 as any },
      { $set: { 'items.$[e].qty': 9, 'items.$[e].price': 99 } },
      { arrayFilters: [{ 'e.sku': 'a' }] },
    );

    expect((await coll.findOne({ _id: 1 as any }))!.items).toEqual([
      { sku: 'a', qty: 9, price: 99 },
      ITEMS[1],
    ]);
  });

  it('the same $ path under two operators fails with ConflictingUpdateOperators (40)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne(
        { 'items.sku': 'a' },
        { $set: { 'items.$.qty': 1 }, $inc: { 'items.$.qty': 1 } },
      ),
    );

    expect(err.code).toBe(40);
    expect(err.message).toBe(
      "Updating the path 'items.$.qty' would create a conflict at 'items.$.qty'",
    );
  });

  it('a $ path and its prefix fail with ConflictingUpdateOperators (40)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.findOneAndUpdate(
        { 'items.sku': 'a' },
        { $set: { 'items.$': { sku: 'z' }, 'items.$.qty': 1 } },
      ),
    );

    expect(err.code).toBe(40);
    expect(err.codeName).toBe('ConflictingUpdateOperators');
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('$[] and $[e] reaching the same field of one element fail with ConflictingUpdateOperators (40)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne(
        { _id: 1 as any },
        { $set: { 'items.$[].qty': 1, 'items.$[e].qty': 2 } },
        { arrayFilters: [{ 'e.sku': 'b' }] },
      ),
    );

    expect(err.code).toBe(40);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('$[] on a missing array fails with BadValue (2)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any });

    const err = await rejectionOf(
      coll.updateOne({ _id: 1 as any }, { $set: { 'items.$[].qty': 1 } }),
    );

    expect(err.code).toBe(2);
    expect(err.message).toBe(
      "The path 'items' must exist in the document in order to apply array updates.",
    );
  });
});

describe('parsing the update', () => {
  it('an update that matches nothing is still parsed: two operators on one path fail with 40', async () => {
    const coll = freshCollection();

    const err = await rejectionOf(
      coll.updateOne({ _id: 'none' as any }, { $set: { a: 1 }, $inc: { a: 1 } }),
    );

    expect(err.code).toBe(40);
    expect(err.message).toBe("Updating the path 'a' would create a conflict at 'a'");
  });

  it('an array filter the update does not use fails with FailedToParse (9)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne(
        { _id: 1 as any },
        { $set: { done: true } },
        { arrayFilters: [{ 'e.sku': 'a' }] },
      ),
    );

    expect(err.code).toBe(9);
    expect(err.message).toBe(
      "The array filter for identifier 'e' was not used in the update { $set: { done: true } }",
    );
  });

  it('a $[id] path without its array filter fails with BadValue (2)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne({ _id: 1 as any }, { $set: { 'items.$[e].qty': 0 } }),
    );

    expect(err.code).toBe(2);
    expect(err.message).toBe("No array filter found for identifier 'e' in path 'items.$[e].qty'");
  });

  it('arrayFilters with an update pipeline fail with FailedToParse (9)', async () => {
    const coll = await withItems();

    const err = await rejectionOf(
      coll.updateOne({ _id: 1 as any }, [{ $set: { done: true } }], {
        arrayFilters: [{ 'e.sku': 'a' }],
      }),
    );

    expect(err.code).toBe(9);
    expect(err.message).toBe('arrayFilters may not be specified for pipeline-style updates');
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, items: ITEMS });
  });

  it('a replacement with multi: true fails with FailedToParse (9) and replaces nothing', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1 as any, a: 1 },
      { _id: 2 as any, a: 2 },
    ]);

    const reply = await db.command({
      update: coll.collectionName,
      updates: [{ q: {}, u: { b: 1 }, multi: true }],
    });

    expect(reply.writeErrors).toHaveLength(1);
    expect(reply.writeErrors[0]).toMatchObject({
      index: 0,
      code: 9,
      errmsg: 'multi update is not supported for replacement-style update',
    });
    expect(await coll.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
  });
});

describe('own __proto__ keys', () => {
  const protoValue = () => JSON.parse('{"__proto__": {"x": 1}, "y": 2}');

  function expectOwnProto(value: Document): void {
    expect(Object.keys(value)).toEqual(['__proto__', 'y']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ x: 1 });
    expect(({} as Document).x).toBeUndefined();
  }

  it('a $set value with an own __proto__ key is stored and read back', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, n: 1 });

    await coll.updateOne({ _id: 1 as any }, { $set: { doc: protoValue() } });

    expectOwnProto((await coll.findOne({ _id: 1 as any }))!.doc);
  });

  it('an upserted $set value with an own __proto__ key is stored and read back', async () => {
    const coll = freshCollection();

    await coll.updateOne({ _id: 1 as any }, { $set: { doc: protoValue() } }, { upsert: true });

    expectOwnProto((await coll.findOne({ _id: 1 as any }))!.doc);
  });

  it('a replacement with an own __proto__ key is stored and read back', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, n: 1 });

    await coll.replaceOne({ _id: 1 as any }, { doc: protoValue() });

    expectOwnProto((await coll.findOne({ _id: 1 as any }))!.doc);
  });

  it('an inserted document with an own top-level __proto__ key keeps it', async () => {
    const coll = freshCollection();

    await coll.insertOne(JSON.parse('{"__proto__": {"x": 1}, "_id": 1, "y": 2}'));

    const stored = (await coll.findOne({ _id: 1 as any }))!;
    expect(Object.keys(stored)).toEqual(['_id', '__proto__', 'y']);
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ x: 1 });
    expect(({} as Document).x).toBeUndefined();
  });
});

describe('$-prefixed field names in values', () => {
  it('a $set value with $-prefixed fields is stored', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any });

    await coll.updateOne({ _id: 1 as any }, { $set: { doc: { $x: 1, y: 2 } } });

    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, doc: { $x: 1, y: 2 } });
  });

  it('a replacement with a $-prefixed field in an embedded document is stored', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, old: true });

    await coll.replaceOne({ _id: 1 as any }, { a: 1, b: { $price: 5 } });

    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, a: 1, b: { $price: 5 } });
  });

  it('an upserted replacement with a $-prefixed embedded field is stored', async () => {
    const coll = freshCollection();

    await coll.replaceOne({ _id: 'r' as any }, { b: { $price: 5 } }, { upsert: true });

    expect(await coll.findOne({ _id: 'r' as any })).toEqual({ _id: 'r', b: { $price: 5 } });
  });

  it('$set of a $-prefixed embedded path is accepted (address.$street)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 'E123' as any, address: { $number: 123, $street: 'Elm Road' } });

    await coll.updateOne({ _id: 'E123' as any }, { $set: { 'address.$street': 'Elm Ave' } });

    expect(await coll.findOne({ _id: 'E123' as any })).toEqual({
      _id: 'E123',
      address: { $number: 123, $street: 'Elm Ave' },
    });
  });

  it('an upsert that inserts accepts a top-level $-prefixed $set field; changing it on the match fails with 52', async () => {
    const coll = freshCollection();

    await coll.updateOne(
      { date: '2021-07-07' },
      { $set: { phone: 25.17, $hotel: 320.1 } },
      { upsert: true },
    );
    const err = await rejectionOf(
      coll.updateOne({ date: '2021-07-07' }, { $set: { $hotel: 400 } }, { upsert: true }),
    );

    const { _id, ...stored } = (await coll.findOne({}))!;
    expect(stored).toEqual({
      date: '2021-07-07',
      $hotel: 320.1,
      phone: 25.17,
    });
    expect(err.code).toBe(52);
  });

  it('$set of a top-level $-prefixed field on an existing document fails with DollarPrefixedFieldName (52)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any });

    const err = await rejectionOf(
      coll.findOneAndUpdate({ _id: 1 as any }, { $set: { $hotel: 1 } } as any),
    );

    expect(err.code).toBe(52);
    expect(err.codeName).toBe('DollarPrefixedFieldName');
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1 });
  });

  it('a replacement with a top-level $-prefixed field fails with DollarPrefixedFieldName (52)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: 0 });

    const err = await rejectionOf(coll.replaceOne({ _id: 1 as any }, { a: 1, $x: 1 }));

    expect(err.code).toBe(52);
    expect(err.message).toBe(
      "The dollar ($) prefixed field '$x' in '$x' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.",
    );
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, a: 0 });
  });
});

describe('field order', () => {
  it('fields an update creates are appended in lexicographic order, numeric names in numeric order', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, z: 0, arr: [] });

    await coll.updateOne(
      { _id: 1 as any },
      {
        $set: { b: 1, 'arr.10': 'ten', 'arr.2': 'two' },
        $inc: { a: 1 },
      },
    );

    const stored = (await coll.findOne({ _id: 1 as any }))!;
    expect(Object.keys(stored)).toEqual(['_id', 'z', 'arr', 'a', 'b']);
    expect(stored.arr).toHaveLength(11);
    expect(stored.arr[2]).toBe('two');
    expect(stored.arr[10]).toBe('ten');
  });
});
