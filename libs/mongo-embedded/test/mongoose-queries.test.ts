// Queries and projections through mongoose: what a model's select() asks for is answered as
// MongoDB answers it (positional `$`, $slice, $elemMatch).
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { startTarget, uniqueDbName, type MongoTarget } from './support/mongo-target';

interface Article {
  title: string;
  tags: string[];
  scores: number[];
  comments: Array<{ author: string; votes: number }>;
}

let target: MongoTarget;
let conn: Connection;
let ArticleModel: Model<Article>;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose
    .createConnection(target.uri, { dbName: uniqueDbName('mongoose_queries') })
    .asPromise();
  ArticleModel = conn.model<Article>(
    'Article',
    new Schema<Article>({
      title: String,
      tags: [String],
      scores: [Number],
      comments: [{ _id: false, author: String, votes: Number }],
    }),
  );
  await ArticleModel.init();
});

beforeEach(async () => {
  await ArticleModel.deleteMany({});
  await ArticleModel.create({
    title: 'Strict servers',
    tags: ['a', 'b', 'c'],
    scores: [70, 85, 90],
    comments: [
      { author: 'ada', votes: 1 },
      { author: 'alan', votes: 5 },
      { author: 'grace', votes: 7 },
    ],
  });
});

afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
  await target?.stop();
});

describe('select with array projections', () => {
  it("MongoDB answers findOne({tags: 'b'}).select('tags.$') with tags ['b']", async () => {
    const doc = await ArticleModel.findOne({ tags: 'b' }).select('tags.$').lean();

    expect(doc!.tags).toEqual(['b']);
    expect(doc!.title).toBeUndefined();
  });

  it('MongoDB answers a positional select on an array of subdocuments with the matched one', async () => {
    const doc = await ArticleModel.findOne({ 'comments.votes': { $gt: 4 } })
      .select({ 'comments.$': 1, title: 1 })
      .lean();

    expect(doc!.comments).toEqual([{ author: 'alan', votes: 5 }]);
    expect(doc!.title).toBe('Strict servers');
  });

  it('MongoDB answers select({scores: {$slice: 2}}) with every field and the first two scores', async () => {
    const doc = await ArticleModel.findOne()
      .select({ scores: { $slice: 2 } })
      .lean();

    expect(doc!.scores).toEqual([70, 85]);
    expect(doc!.title).toBe('Strict servers');
    expect(doc!.tags).toEqual(['a', 'b', 'c']);
  });

  it('MongoDB answers select({scores: {$elemMatch: {$gte: 80}}}) with the first score from 80', async () => {
    const doc = await ArticleModel.findOne()
      .select({ scores: { $elemMatch: { $gte: 80 } } })
      .lean();

    expect(doc!.scores).toEqual([85]);
    expect(doc!.title).toBeUndefined();
  });
});
