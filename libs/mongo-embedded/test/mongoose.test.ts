// The server driven by mongoose: unique index from the schema, timestamps,
// populate, counts, upserts, insertMany with duplicates and transactions.
import mongoose, { Schema, type Connection, type Model, type Types } from 'mongoose';
import { MongoServerError } from 'mongodb';
import { rejectionOf, startTarget, uniqueDbName, type MongoTarget } from './support/mongo-target';

interface User {
  email: string;
  name?: string;
  createdAt?: Date;
  updatedAt?: Date;
}

interface Post {
  title: string;
  author: Types.ObjectId;
}

let target: MongoTarget;
let conn: Connection;
let UserModel: Model<User>;
let PostModel: Model<Post>;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose
    .createConnection(target.uri, { dbName: uniqueDbName('mongoose') })
    .asPromise();
  const userSchema = new Schema<User>(
    { email: { type: String, required: true, unique: true }, name: String },
    { timestamps: true },
  );
  const postSchema = new Schema<Post>({
    title: { type: String, required: true },
    author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  });
  UserModel = conn.model<User>('User', userSchema);
  PostModel = conn.model<Post>('Post', postSchema);
  await UserModel.init();
  await PostModel.init();
});

beforeEach(async () => {
  await UserModel.deleteMany({});
  await PostModel.deleteMany({});
});

afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
  await target?.stop();
});

describe('schema and indexes', () => {
  it('Model.init() builds the unique email index on the server', async () => {
    const indexes = await UserModel.collection.listIndexes().toArray();

    expect(indexes.find((i) => i.name === 'email_1')).toMatchObject({
      key: { email: 1 },
      unique: true,
    });
  });

  it('create stores the document with createdAt and updatedAt timestamps', async () => {
    const before = Date.now();

    const user = await UserModel.create({ email: 'ada@example.com', name: 'Ada' });

    const stored = await UserModel.collection.findOne({ _id: user._id });
    expect(stored).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(stored!.updatedAt).toBeInstanceOf(Date);
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('creating a second user with the same email fails with MongoServerError 11000', async () => {
    await UserModel.create({ email: 'ada@example.com' });

    const err = await rejectionOf(UserModel.create({ email: 'ada@example.com' }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'ada@example.com' });
    expect(await UserModel.countDocuments({})).toBe(1);
  });
});

describe('queries', () => {
  it('populate replaces a ref with the referenced document through a second query', async () => {
    const author = await UserModel.create({ email: 'grace@example.com', name: 'Grace' });
    await PostModel.create({ title: 'COBOL', author: author._id });

    const post = await PostModel.findOne({ title: 'COBOL' })
      .populate<{ author: User }>('author')
      .exec();

    expect(post!.author.email).toBe('grace@example.com');
    expect(post!.author.name).toBe('Grace');
  });

  it('populate on many documents resolves each ref', async () => {
    const [ada, alan] = await UserModel.create([
      { email: 'ada@example.com' },
      { email: 'alan@example.com' },
    ]);
    await PostModel.create([
      { title: 'p1', author: ada._id },
      { title: 'p2', author: alan._id },
      { title: 'p3', author: ada._id },
    ]);

    const posts = await PostModel.find()
      .sort({ title: 1 })
      .populate<{ author: User }>('author')
      .exec();

    expect(posts.map((p) => [p.title, p.author.email])).toEqual([
      ['p1', 'ada@example.com'],
      ['p2', 'alan@example.com'],
      ['p3', 'ada@example.com'],
    ]);
  });

  it('countDocuments counts the matching documents', async () => {
    await UserModel.create([
      { email: 'a@example.com', name: 'A' },
      { email: 'b@example.com', name: 'B' },
      { email: 'c@example.com', name: 'A' },
    ]);

    expect(await UserModel.countDocuments({ name: 'A' })).toBe(2);
    expect(await UserModel.countDocuments()).toBe(3);
  });

  it('findOneAndUpdate with upsert returns the new document with both timestamps set', async () => {
    const doc = await UserModel.findOneAndUpdate(
      { email: 'new@example.com' },
      { $set: { name: 'New' } },
      { upsert: true, returnDocument: 'after' },
    );

    expect(doc).not.toBeNull();
    expect(doc!.email).toBe('new@example.com');
    expect(doc!.name).toBe('New');
    expect(doc!.createdAt).toBeInstanceOf(Date);
    expect(doc!.updatedAt).toBeInstanceOf(Date);
    const stored = await UserModel.collection.findOne({ email: 'new@example.com' });
    expect(stored!.createdAt).toBeInstanceOf(Date);
  });

  it('findOneAndUpdate on an existing document moves updatedAt but keeps createdAt', async () => {
    const created = await UserModel.create({ email: 'ada@example.com', name: 'Ada' });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const doc = await UserModel.findOneAndUpdate(
      { email: 'ada@example.com' },
      { $set: { name: 'Ada L.' } },
      { upsert: true, returnDocument: 'after' },
    );

    expect(doc!.name).toBe('Ada L.');
    expect(doc!.createdAt!.getTime()).toBe(created.createdAt!.getTime());
    expect(doc!.updatedAt!.getTime()).toBeGreaterThan(created.updatedAt!.getTime());
  });
});

describe('insertMany with a duplicate in the middle', () => {
  const docs = () => [
    { email: 'a@x.io' },
    { email: 'b@x.io' },
    { email: 'a@x.io' },
    { email: 'c@x.io' },
  ];

  it('ordered: fails with 11000 and stores only the documents before the duplicate', async () => {
    const err = await rejectionOf(UserModel.insertMany(docs(), { ordered: true }));

    expect(err.code).toBe(11000);
    expect((await UserModel.find().lean()).map((u) => u.email).sort()).toEqual([
      'a@x.io',
      'b@x.io',
    ]);
  });

  it('unordered: fails with 11000 but stores every document except the duplicate', async () => {
    const err = await rejectionOf(UserModel.insertMany(docs(), { ordered: false }));

    expect(err.code).toBe(11000);
    expect(err.writeErrors.map((e: { index: number }) => e.index)).toEqual([2]);
    expect(err.insertedDocs.map((d: User) => d.email).sort()).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
    ]);
    expect((await UserModel.find().lean()).map((u) => u.email).sort()).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
    ]);
  });
});

describe('transactions', () => {
  it('connection.transaction commits writes to two models together', async () => {
    await conn.transaction(async (session) => {
      const [author] = await UserModel.create([{ email: 'tx@example.com' }], { session });
      await PostModel.create([{ title: 'in tx', author: author._id }], { session });
    });

    expect(await UserModel.countDocuments({ email: 'tx@example.com' })).toBe(1);
    expect(await PostModel.countDocuments({ title: 'in tx' })).toBe(1);
  });

  it('connection.transaction aborts every write when the callback throws', async () => {
    const err = await rejectionOf(
      conn.transaction(async (session) => {
        const [author] = await UserModel.create([{ email: 'tx@example.com' }], { session });
        await PostModel.create([{ title: 'in tx', author: author._id }], { session });
        throw new Error('changed my mind');
      }),
    );

    expect(err.message).toBe('changed my mind');
    expect(await UserModel.countDocuments({})).toBe(0);
    expect(await PostModel.countDocuments({})).toBe(0);
  });

  it('session.withTransaction aborts when a write hits the unique index', async () => {
    await UserModel.create({ email: 'taken@example.com' });
    const session = await conn.startSession();

    let err: any;
    try {
      err = await rejectionOf(
        session.withTransaction(async () => {
          await PostModel.create([{ title: 'orphan', author: new mongoose.Types.ObjectId() }], {
            session,
          });
          await UserModel.create([{ email: 'taken@example.com' }], { session });
        }),
      );
    } finally {
      await session.endSession();
    }

    expect(err.code).toBe(11000);
    expect(await PostModel.countDocuments({})).toBe(0);
    expect(await UserModel.countDocuments({})).toBe(1);
  });
});
