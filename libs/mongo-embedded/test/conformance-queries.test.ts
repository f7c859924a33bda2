// Queries and projections as MongoDB 7.0 answers them: positional, $slice and $elemMatch
// projections, field order of projections, $type by alias and number, $all on a scalar,
// BinData order and bit tests, DBRef fields in queries, and hint validation. Every
// expectation is MongoDB's own answer (the manual's examples where it has one), so the file
// also passes against real MongoDB (MONGO_URL).
import {
  Binary,
  BSONRegExp,
  DBRef,
  Decimal128,
  Double,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  Timestamp,
  type Collection,
  type Db,
  type Document,
} from 'mongodb';
import { rejectionOf, uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let db: Db;
useTestDatabase('queries', (opened) => ({ db } = opened));

function freshCollection(): Collection<Document> {
  return db.collection(uniqueCollectionName('q'));
}

const ids = (documents: Document[]) => documents.map((document) => document._id);

describe('positional projection', () => {
  it("MongoDB answers {'tags.$': 1} with the first array element the filter matched", async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, name: 'x', tags: ['a', 'b', 'c', 'b'] },
      { _id: 2, name: 'y', tags: ['c', 'd'] },
    ] as Document[]);

    const docs = await coll.find({ tags: 'b' }, { projection: { 'tags.$': 1 } }).toArray();

    expect(docs).toEqual([{ _id: 1, tags: ['b'] }]);
  });

  it('MongoDB answers the manual example: grades.$ with a range filter gives the first grade in range', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, semester: 1, grades: [70, 87, 90] },
      { _id: 2, semester: 1, grades: [90, 88, 92] },
      { _id: 3, semester: 1, grades: [85, 100, 90] },
      { _id: 4, semester: 2, grades: [79, 85, 80] },
    ] as Document[]);

    const docs = await coll
      .find({ semester: 1, grades: { $gte: 85 } }, { projection: { 'grades.$': 1 } })
      .toArray();

    expect(docs).toEqual([
      { _id: 1, grades: [87] },
      { _id: 2, grades: [90] },
      { _id: 3, grades: [85] },
    ]);
  });

  it("MongoDB answers {'items.$': 1} with the first subdocument matching a filter on items.x", async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1,
      items: [
        { x: 1, y: 'a' },
        { x: 2, y: 'b' },
        { x: 2, y: 'c' },
      ],
      other: 1,
    } as Document);

    const doc = await coll.findOne({ 'items.x': 2 }, { projection: { 'items.$': 1 } });

    expect(doc).toEqual({ _id: 1, items: [{ x: 2, y: 'b' }] });
  });

  it('MongoDB answers a positional projection with other inclusions in the document order', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, name: 'x', tags: ['a', 'b'], z: 1 } as Document);

    const doc = await coll.findOne({ tags: 'b' }, { projection: { 'tags.$': 1, name: 1 } });

    expect(doc).toEqual({ _id: 1, name: 'x', tags: ['b'] });
    expect(Object.keys(doc!)).toEqual(['_id', 'name', 'tags']);
  });

  it("MongoDB answers findAndModify's fields {'tags.$': 1} with the first matching element", async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, tags: ['a', 'b', 'c'], seen: false } as Document);

    const before = await coll.findOneAndUpdate(
      { tags: 'b' },
      { $set: { seen: true } },
      { projection: { 'tags.$': 1 } },
    );
    const after = await coll.findOneAndUpdate(
      { tags: 'c' },
      { $set: { seen: false } },
      { projection: { 'tags.$': 1, seen: 1 }, returnDocument: 'after' },
    );

    expect(before).toEqual({ _id: 1, tags: ['b'] });
    expect(after).toEqual({ _id: 1, tags: ['c'], seen: false });
  });

  it('MongoDB refuses a positional projection on a field the filter does not name (31277)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, name: 'x', tags: ['a'] } as Document);

    const err = await rejectionOf(
      coll.find({ name: 'x' }, { projection: { 'tags.$': 1 } }).toArray(),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(31277);
  });
});

describe('$slice projection', () => {
  async function seeded(): Promise<Collection<Document>> {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, arr: [1, 2, 3, 4, 5], name: 'n', other: 'o' } as Document);
    return coll;
  }

  it('MongoDB answers {arr: {$slice: n}} alone with every field, arr cut to its first n', async () => {
    const coll = await seeded();

    const doc = await coll.findOne({}, { projection: { arr: { $slice: 2 } } });

    expect(doc).toEqual({ _id: 1, arr: [1, 2], name: 'n', other: 'o' });
    expect(Object.keys(doc!)).toEqual(['_id', 'arr', 'name', 'other']);
  });

  it('MongoDB answers a negative $slice with the last elements and [skip, limit] with a window', async () => {
    const coll = await seeded();

    const last = await coll.findOne({}, { projection: { arr: { $slice: -2 } } });
    const window = await coll.findOne({}, { projection: { arr: { $slice: [1, 2] } } });
    const fromEnd = await coll.findOne({}, { projection: { arr: { $slice: [-3, 2] } } });
    const past = await coll.findOne({}, { projection: { arr: { $slice: [10, 2] } } });

    expect(last!.arr).toEqual([4, 5]);
    expect(window!.arr).toEqual([2, 3]);
    expect(fromEnd!.arr).toEqual([3, 4]);
    expect(past!.arr).toEqual([]);
    expect(window).toEqual({ _id: 1, arr: [2, 3], name: 'n', other: 'o' });
  });

  it('MongoDB answers $slice with an exclusion as an exclusion projection', async () => {
    const coll = await seeded();

    const doc = await coll.findOne({}, { projection: { arr: { $slice: 2 }, other: 0 } });

    expect(doc).toEqual({ _id: 1, arr: [1, 2], name: 'n' });
  });

  it('MongoDB answers $slice with an inclusion as an inclusion projection: only _id, the included fields and arr', async () => {
    const coll = await seeded();

    const doc = await coll.findOne({}, { projection: { name: 1, arr: { $slice: 2 } } });

    expect(doc).toEqual({ _id: 1, arr: [1, 2], name: 'n' });
    expect(Object.keys(doc!)).toEqual(['_id', 'arr', 'name']);
  });

  it('MongoDB answers the manual example: $slice of an embedded array, with and without an inclusion', async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1,
      item: 'socks',
      qty: 100,
      details: { colors: ['blue', 'red'], sizes: ['S', 'M', 'L'] },
    } as Document);

    const included = await coll.findOne(
      {},
      { projection: { qty: 1, 'details.colors': { $slice: 1 } } },
    );
    const alone = await coll.findOne(
      {},
      { projection: { _id: 0, 'details.colors': { $slice: 1 } } },
    );

    expect(included).toEqual({ _id: 1, qty: 100, details: { colors: ['blue'] } });
    expect(alone).toEqual({
      item: 'socks',
      qty: 100,
      details: { colors: ['blue'], sizes: ['S', 'M', 'L'] },
    });
  });

  it('MongoDB answers $slice on a field that is not an array with the field unchanged', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, arr: 'text', n: 1 } as Document);

    expect(await coll.findOne({}, { projection: { arr: { $slice: 1 } } })).toEqual({
      _id: 1,
      arr: 'text',
      n: 1,
    });
  });
});

describe('field order of projections', () => {
  it('MongoDB answers a find inclusion with dotted paths in the stored order, _id first, at every level', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, b: 1, a: { y: 2, x: 1, z: 3 }, c: 3 } as Document);

    const doc = await coll.findOne({}, { projection: { c: 1, 'a.x': 1, 'a.y': 1, b: 1 } });

    expect(doc).toEqual({ _id: 1, b: 1, a: { y: 2, x: 1 }, c: 3 });
    expect(Object.keys(doc!)).toEqual(['_id', 'b', 'a', 'c']);
    expect(Object.keys(doc!.a)).toEqual(['y', 'x']);
  });

  it('MongoDB answers a find inclusion with _id named last, still _id first', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, a: { x: 1, y: 2 }, c: 3, d: 4 } as Document);

    const doc = await coll.findOne({}, { projection: { c: 1, 'a.x': 1, _id: 1 } });

    expect(Object.keys(doc!)).toEqual(['_id', 'a', 'c']);
    expect(doc).toEqual({ _id: 1, a: { x: 1 }, c: 3 });
  });

  it('MongoDB answers a dotted inclusion into an array of documents per element, dropping scalars', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, items: [{ x: 1, y: 2 }, 5, { y: 3 }] } as Document);

    const included = await coll.findOne({}, { projection: { 'items.x': 1 } });
    const excluded = await coll.findOne({}, { projection: { 'items.x': 0 } });

    expect(included).toEqual({ _id: 1, items: [{ x: 1 }, {}] });
    expect(excluded).toEqual({ _id: 1, items: [{ y: 2 }, 5, { y: 3 }] });
  });

  it('MongoDB answers an aggregation $project in the stored order, _id first', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, b: 2, c: 3, d: 4 } as Document);

    const [doc] = await coll.aggregate([{ $project: { c: 1, b: 1 } }]).toArray();

    expect(doc).toEqual({ _id: 1, b: 2, c: 3 });
    expect(Object.keys(doc)).toEqual(['_id', 'b', 'c']);
  });

  it('MongoDB answers an aggregation $project with computed fields after the included ones', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, b: 2, c: 3, d: 4 } as Document);

    const [doc] = await coll
      .aggregate([{ $project: { total: { $add: ['$b', '$c'] }, c: 1, b: 1 } }])
      .toArray();

    expect(doc).toEqual({ _id: 1, b: 2, c: 3, total: 5 });
    expect(Object.keys(doc)).toEqual(['_id', 'b', 'c', 'total']);
  });

  it('MongoDB answers a find projection with an expression after the included fields', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, b: 2, c: 3 } as Document);

    const doc = await coll.findOne({}, { projection: { total: { $add: ['$b', '$c'] }, b: 1 } });

    expect(doc).toEqual({ _id: 1, b: 2, total: 5 });
    expect(Object.keys(doc!)).toEqual(['_id', 'b', 'total']);
  });

  it('MongoDB refuses a find projection mixing inclusion and exclusion (31254)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1, a: { x: 1 }, b: 2 } as Document);

    const err = await rejectionOf(coll.find({}, { projection: { 'a.x': 1, b: 0 } }).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(31254);
  });
});

describe('$elemMatch projection', () => {
  it('MongoDB answers $elemMatch on an array of scalars with the first matching element', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, name: 'a', scores: [70, 85, 90] },
      { _id: 2, name: 'b', scores: [60, 65] },
    ] as Document[]);

    const docs = await coll
      .find({}, { projection: { scores: { $elemMatch: { $gte: 80 } } } })
      .toArray();

    expect(docs).toEqual([{ _id: 1, scores: [85] }, { _id: 2 }]);
  });

  it("MongoDB answers the manual's schools example: the first matching student, other fields dropped", async () => {
    const coll = freshCollection();
    await coll.insertMany([
      {
        _id: 1,
        zipcode: '63109',
        students: [
          { name: 'john', school: 102, age: 10 },
          { name: 'jess', school: 102, age: 11 },
          { name: 'jeff', school: 108, age: 15 },
        ],
      },
      {
        _id: 2,
        zipcode: '63110',
        students: [
          { name: 'ajax', school: 100, age: 7 },
          { name: 'achilles', school: 100, age: 8 },
        ],
      },
      {
        _id: 3,
        zipcode: '63109',
        students: [
          { name: 'ajax', school: 100, age: 7 },
          { name: 'achilles', school: 100, age: 8 },
        ],
      },
      {
        _id: 4,
        zipcode: '63109',
        students: [
          { name: 'barney', school: 102, age: 7 },
          { name: 'ruth', school: 102, age: 16 },
        ],
      },
    ] as Document[]);

    const docs = await coll
      .find({ zipcode: '63109' }, { projection: { students: { $elemMatch: { school: 102 } } } })
      .toArray();

    expect(docs).toEqual([
      { _id: 1, students: [{ name: 'john', school: 102, age: 10 }] },
      { _id: 3 },
      { _id: 4, students: [{ name: 'barney', school: 102, age: 7 }] },
    ]);
  });

  it("MongoDB answers the manual's players example: the $elemMatch field after the other inclusions", async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1,
      name: 'player1',
      games: [
        { game: 'abc', score: 8 },
        { game: 'xyz', score: 5 },
      ],
      joined: new Date('2020-01-01'),
      lastLogin: new Date('2020-05-01'),
    } as Document);

    const doc = await coll.findOne(
      {},
      { projection: { games: { $elemMatch: { score: { $gt: 5 } } }, joined: 1, lastLogin: 1 } },
    );

    expect(Object.keys(doc!)).toEqual(['_id', 'joined', 'lastLogin', 'games']);
    expect(doc!.games).toEqual([{ game: 'abc', score: 8 }]);
  });
});

describe('$type', () => {
  let coll: Collection<Document>;
  beforeAll(async () => {
    coll = freshCollection();
    await coll.insertMany([
      { _id: 1, v: new ObjectId('5f0c5b8e8e4b3c1d2e3f4a5b') },
      { _id: 2, v: new Binary(Buffer.from([1, 2, 3])) },
      { _id: 3, v: 5.5 },
      { _id: 4, v: Long.fromString('9007199254740993') },
      { _id: 5, v: Decimal128.fromString('1.5') },
      { _id: 6, v: 5 },
      { _id: 7, v: 'text' },
      { _id: 8, v: true },
      { _id: 9, v: new Date('2024-01-01') },
      { _id: 10, v: null },
      { _id: 11, v: ['x'] },
      { _id: 12, v: { a: 1 } },
      { _id: 13, v: new BSONRegExp('^a', 'i') },
      { _id: 14, v: new Timestamp({ t: 1, i: 1 }) },
      { _id: 15 },
    ] as Document[]);
  });

  const matching = async (type: unknown) =>
    ids(
      await coll
        .find({ v: { $type: type } } as Document)
        .sort({ _id: 1 })
        .toArray(),
    );

  it.each([
    ['objectId', 7, [1]],
    ['binData', 5, [2]],
    ['double', 1, [3]],
    ['long', 18, [4]],
    ['decimal', 19, [5]],
    ['int', 16, [6]],
    ['string', 2, [7, 11]],
    ['bool', 8, [8]],
    ['date', 9, [9]],
    ['null', 10, [10]],
    ['array', 4, [11]],
    ['object', 3, [12]],
    ['regex', 11, [13]],
    ['timestamp', 17, [14]],
  ])(
    'MongoDB answers $type %s (and %d) with exactly those BSON types',
    async (alias, code, expected) => {
      expect(await matching(alias)).toEqual(expected);
      expect(await matching(code)).toEqual(expected);
    },
  );

  it("MongoDB answers $type 'number' with every numeric type, and a list of types with any of them", async () => {
    expect(await matching('number')).toEqual([3, 4, 5, 6]);
    expect(await matching(['bool', 'null'])).toEqual([8, 10]);
  });

  it('MongoDB answers the aggregation $type of each value with its BSON type name', async () => {
    const docs = await coll
      .aggregate([{ $sort: { _id: 1 } }, { $project: { t: { $type: '$v' } } }])
      .toArray();

    expect(docs.map((doc) => doc.t)).toEqual([
      'objectId',
      'binData',
      'double',
      'long',
      'decimal',
      'int',
      'string',
      'bool',
      'date',
      'null',
      'array',
      'object',
      'regex',
      'timestamp',
      'missing',
    ]);
  });

  it('MongoDB refuses an unknown $type alias with BadValue (2)', async () => {
    const err = await rejectionOf(coll.find({ v: { $type: 'integer' } } as Document).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
  });

  it("MongoDB answers $type 'double' for an integral double and 'long' for a Long within 2^53", async () => {
    const typed = freshCollection();
    await typed.insertMany([
      { _id: 1, v: new Double(5), list: [new Double(1), 2, Long.fromNumber(3)] },
      { _id: 2, v: Long.fromNumber(5), list: [] },
      { _id: 3, v: 5, list: [1] },
    ] as Document[]);
    const matching = async (filter: Document) =>
      ids(await typed.find(filter).sort({ _id: 1 }).toArray());

    expect(await matching({ v: { $type: 'double' } })).toEqual([1]);
    expect(await matching({ v: { $type: 'long' } })).toEqual([2]);
    expect(await matching({ v: { $type: 'int' } })).toEqual([3]);
    expect(await matching({ v: { $type: 'number' } })).toEqual([1, 2, 3]);
    expect(await matching({ list: { $type: 'double' } })).toEqual([1]);
    expect(await matching({ list: { $type: 'long' } })).toEqual([1]);
    const names = await typed
      .aggregate([{ $sort: { _id: 1 } }, { $project: { t: { $type: '$v' } } }])
      .toArray();
    expect(names).toEqual([
      { _id: 1, t: 'double' },
      { _id: 2, t: 'long' },
      { _id: 3, t: 'int' },
    ]);
  });

  it('MongoDB keeps the BSON types of numbers through projections, $slice and aggregation stages', async () => {
    const typed = freshCollection();
    await typed.insertOne({
      _id: 1,
      d: new Double(5),
      l: Long.fromNumber(7),
      list: [Long.fromNumber(1), new Double(2), 3],
      sub: { d: new Double(6) },
    } as Document);
    const raw = { promoteValues: false } as const;

    const projected = await typed.findOne({}, { projection: { d: 1, 'sub.d': 1 }, ...raw });
    const sliced = await typed.findOne({}, { projection: { list: { $slice: -2 } }, ...raw });
    const [aggregated] = await typed
      .aggregate([{ $match: { _id: 1 } }, { $project: { l: 1, list: 1 } }], raw)
      .toArray();

    expect(projected!.d).toBeInstanceOf(Double);
    expect(projected!.sub.d).toBeInstanceOf(Double);
    expect(sliced!.list[0]).toBeInstanceOf(Double);
    expect(sliced!.list[1]).toBeInstanceOf(Int32);
    expect(aggregated.l).toBeInstanceOf(Long);
    expect(aggregated.list[0]).toBeInstanceOf(Long);
    expect(aggregated.list[1]).toBeInstanceOf(Double);
  });
});

describe('$all', () => {
  it('MongoDB answers $all on a field that is not an array when the value equals the only element', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, a: 5 },
      { _id: 2, a: [5, 6] },
      { _id: 3, a: 6 },
      { _id: 4, a: [6] },
    ] as Document[]);

    expect(ids(await coll.find({ a: { $all: [5] } }).toArray())).toEqual([1, 2]);
    expect(ids(await coll.find({ a: { $all: [5, 6] } }).toArray())).toEqual([2]);
    expect(ids(await coll.find({ a: { $all: [] } }).toArray())).toEqual([]);
  });
});

describe('BinData', () => {
  const bin = (bytes: number[], subtype = 0) => new Binary(Buffer.from(bytes), subtype);

  async function seeded(): Promise<Collection<Document>> {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, b: bin([0, 0, 0]) },
      { _id: 2, b: bin([0xff, 0xff]) },
      { _id: 3, b: bin([0, 0], 0x80) },
      { _id: 4, b: bin([1, 0]) },
    ] as Document[]);
    return coll;
  }

  it('MongoDB answers a sort on BinData by length, then subtype, then bytes', async () => {
    const coll = await seeded();

    expect(ids(await coll.find().sort({ b: 1 }).toArray())).toEqual([4, 2, 3, 1]);
    expect(ids(await coll.find().sort({ b: -1 }).toArray())).toEqual([1, 3, 2, 4]);
    const grouped = await coll.aggregate([{ $sort: { b: 1 } }]).toArray();
    expect(ids(grouped)).toEqual([4, 2, 3, 1]);
  });

  it('MongoDB answers $gt and $lt on BinData in the same order', async () => {
    const coll = await seeded();

    const above = await coll
      .find({ b: { $gt: bin([0xff, 0xff]) } })
      .sort({ _id: 1 })
      .toArray();
    const below = await coll
      .find({ b: { $lt: bin([0, 0, 0]) } })
      .sort({ _id: 1 })
      .toArray();
    const upTo = await coll
      .find({ b: { $lte: bin([0, 0], 0x80) } })
      .sort({ _id: 1 })
      .toArray();

    expect(ids(above)).toEqual([1, 3]);
    expect(ids(below)).toEqual([2, 3, 4]);
    expect(ids(upTo)).toEqual([2, 3, 4]);
  });

  describe('bit tests (the manual example collection)', () => {
    let coll: Collection<Document>;
    beforeAll(async () => {
      coll = freshCollection();
      await coll.insertMany([
        { _id: 1, a: 54 },
        { _id: 2, a: 20 },
        { _id: 3, a: 20.0 },
        { _id: 4, a: new Binary(Buffer.from('Zg==', 'base64'), 0) },
      ] as Document[]);
    });
    const matching = async (filter: Document) =>
      ids(await coll.find(filter).sort({ _id: 1 }).toArray());

    it('MongoDB answers $bitsAllSet with positions, a number and a BinData mask', async () => {
      expect(await matching({ a: { $bitsAllSet: [1, 5] } })).toEqual([1, 4]);
      expect(await matching({ a: { $bitsAllSet: 50 } })).toEqual([1]);
      expect(
        await matching({ a: { $bitsAllSet: new Binary(Buffer.from('MC==', 'base64'), 0) } }),
      ).toEqual([1]);
    });

    it('MongoDB answers $bitsAnySet, $bitsAllClear and $bitsAnyClear on numbers and BinData', async () => {
      expect(await matching({ a: { $bitsAnySet: [1, 5] } })).toEqual([1, 4]);
      expect(await matching({ a: { $bitsAnySet: 35 } })).toEqual([1, 4]);
      expect(await matching({ a: { $bitsAllClear: [1, 5] } })).toEqual([2, 3]);
      expect(await matching({ a: { $bitsAllClear: 35 } })).toEqual([2, 3]);
      expect(await matching({ a: { $bitsAnyClear: [1, 5] } })).toEqual([2, 3]);
      expect(await matching({ a: { $bitsAnyClear: [6] } })).toEqual([1, 2, 3]);
    });

    it('MongoDB reads BinData as a little-endian number: bit 8 is the lowest bit of the second byte', async () => {
      const wide = freshCollection();
      await wide.insertMany([
        { _id: 1, a: bin([0x00, 0x01]) },
        { _id: 2, a: bin([0x01, 0x00]) },
        { _id: 3, a: 256 },
      ] as Document[]);

      const set = await wide
        .find({ a: { $bitsAllSet: [8] } })
        .sort({ _id: 1 })
        .toArray();
      const low = await wide
        .find({ a: { $bitsAllSet: 1 } })
        .sort({ _id: 1 })
        .toArray();
      const beyond = await wide
        .find({ a: { $bitsAllClear: [100] } })
        .sort({ _id: 1 })
        .toArray();

      expect(ids(set)).toEqual([1, 3]);
      expect(ids(low)).toEqual([2]);
      expect(ids(beyond)).toEqual([1, 2, 3]);
    });
  });
});

describe('DBRef fields in queries', () => {
  const author = new ObjectId('65a000000000000000000001');
  const other = new ObjectId('65a000000000000000000002');

  async function seeded(): Promise<Collection<Document>> {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, ref: new DBRef('authors', author) },
      { _id: 2, ref: new DBRef('authors', other) },
      { _id: 3, ref: new DBRef('editors', author) },
    ] as Document[]);
    return coll;
  }

  it("MongoDB answers a filter on 'ref.$id' (and 'ref.$ref') with the documents whose DBRef holds it", async () => {
    const coll = await seeded();

    expect(ids(await coll.find({ 'ref.$id': author }).sort({ _id: 1 }).toArray())).toEqual([1, 3]);
    expect(ids(await coll.find({ 'ref.$ref': 'authors' }).sort({ _id: 1 }).toArray())).toEqual([
      1, 2,
    ]);
  });

  it('MongoDB answers a filter on the whole DBRef with the document holding that DBRef', async () => {
    const coll = await seeded();

    expect(ids(await coll.find({ ref: { $ref: 'authors', $id: author } }).toArray())).toEqual([1]);
    expect(ids(await coll.find({ ref: new DBRef('editors', author) }).toArray())).toEqual([3]);
  });
});

describe('hint', () => {
  let coll: Collection<Document>;
  beforeAll(async () => {
    coll = freshCollection();
    await coll.insertMany([
      { _id: 1, a: 1, b: 'x' },
      { _id: 2, a: 2, b: 'y' },
      { _id: 3, a: 3 },
    ] as Document[]);
    await coll.createIndex({ a: 1 }, { name: 'a_1' });
    await coll.createIndex({ b: 1 }, { name: 'b_sparse', sparse: true });
  });

  const expectNoSuchIndex = (err: any) => {
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
    expect(err.message).toContain('hint provided does not correspond to an existing index');
  };

  it('MongoDB refuses a find hinting an index that does not exist, by name or by key pattern', async () => {
    expectNoSuchIndex(await rejectionOf(coll.find({}, { hint: 'nope_1' }).toArray()));
    expectNoSuchIndex(await rejectionOf(coll.find({}, { hint: { nope: 1 } }).toArray()));
    expectNoSuchIndex(await rejectionOf(coll.find({}, { hint: { a: -1 } }).toArray()));
  });

  it('MongoDB answers a find hinting an existing index by name, by key pattern or $natural', async () => {
    expect(ids(await coll.find({ a: { $gte: 2 } }, { hint: 'a_1' }).toArray())).toEqual([2, 3]);
    expect(ids(await coll.find({ a: { $gte: 2 } }, { hint: { a: 1 } }).toArray())).toEqual([2, 3]);
    expect(ids(await coll.find({}, { hint: { $natural: 1 } }).toArray())).toEqual([1, 2, 3]);
    expect(
      ids(
        await coll
          .find({}, { hint: { _id: 1 } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 2, 3]);
  });

  it('MongoDB answers a find hinting {$natural: -1} in reverse insertion order', async () => {
    expect(ids(await coll.find({}, { hint: { $natural: -1 } }).toArray())).toEqual([3, 2, 1]);
  });

  it('MongoDB answers a find hinting a sparse index with only the documents that index holds', async () => {
    const docs = await coll.find({}, { hint: 'b_sparse' }).sort({ _id: 1 }).toArray();

    expect(ids(docs)).toEqual([1, 2]);
  });

  it('MongoDB refuses count and aggregate hinting an index that does not exist', async () => {
    expectNoSuchIndex(
      await rejectionOf(db.command({ count: coll.collectionName, query: {}, hint: 'nope_1' })),
    );
    expectNoSuchIndex(await rejectionOf(coll.countDocuments({}, { hint: 'nope_1' })));
    expectNoSuchIndex(
      await rejectionOf(coll.aggregate([{ $match: {} }], { hint: 'nope_1' }).toArray()),
    );
    expect(await coll.countDocuments({ a: { $gt: 1 } }, { hint: 'a_1' })).toBe(2);
    const counted = await db.command({ count: coll.collectionName, query: {}, hint: { a: 1 } });
    expect(counted.n).toBe(3);
    const grouped = await coll.aggregate([{ $match: { a: 1 } }], { hint: { a: 1 } }).toArray();
    expect(ids(grouped)).toEqual([1]);
  });

  it('MongoDB refuses updates, deletes and findAndModify hinting an index that does not exist', async () => {
    expectNoSuchIndex(
      await rejectionOf(coll.updateOne({ a: 1 }, { $set: { c: 1 } }, { hint: 'nope_1' })),
    );
    expectNoSuchIndex(await rejectionOf(coll.deleteOne({ a: 1 }, { hint: { nope: 1 } })));
    expectNoSuchIndex(
      await rejectionOf(coll.findOneAndUpdate({ a: 1 }, { $set: { c: 1 } }, { hint: { nope: 1 } })),
    );
    expect(await coll.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, a: 1, b: 'x' });
    expect(await coll.countDocuments()).toBe(3);
  });

  it('MongoDB answers updates, deletes and findAndModify hinting an existing index', async () => {
    const target = freshCollection();
    await target.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ] as Document[]);
    await target.createIndex({ a: 1 });

    const updated = await target.updateOne({ a: 1 }, { $set: { c: 1 } }, { hint: { a: 1 } });
    const found = await target.findOneAndUpdate(
      { a: 2 },
      { $set: { c: 2 } },
      { hint: { a: 1 }, returnDocument: 'after' },
    );
    const deleted = await target.deleteOne({ a: 1 }, { hint: { $natural: 1 } });

    expect(updated.modifiedCount).toBe(1);
    expect(found).toEqual({ _id: 2, a: 2, c: 2 });
    expect(deleted.deletedCount).toBe(1);
  });
});
