// Updates mongoose sends for arrays of subdocuments: a positional update of a
// child schema with timestamps ('items.$.field' plus 'items.$.updatedAt') and
// pull() on subdocuments without _id ($pull with $or).
import mongoose, { Schema, type Connection, type Model, type Types } from 'mongoose';
import { startTarget, uniqueDbName, type MongoTarget } from './support/mongo-target';

interface Item {
  _id?: Types.ObjectId;
  sku: string;
  qty: number;
  createdAt?: Date;
  updatedAt?: Date;
}

interface Order {
  ref: string;
  items: Item[];
}

interface Line {
  a: number;
  b?: number;
}

interface Cart {
  name: string;
  lines: Types.DocumentArray<Line>;
}

let target: MongoTarget;
let conn: Connection;
let OrderModel: Model<Order>;
let CartModel: Model<Cart>;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose
    .createConnection(target.uri, { dbName: uniqueDbName('mongoose_upd') })
    .asPromise();
  const itemSchema = new Schema<Item>(
    { sku: { type: String, required: true }, qty: { type: Number, required: true } },
    { timestamps: true },
  );
  OrderModel = conn.model<Order>('Order', new Schema<Order>({ ref: String, items: [itemSchema] }));
  const lineSchema = new Schema<Line>({ a: Number, b: Number }, { _id: false });
  CartModel = conn.model<Cart>('Cart', new Schema<Cart>({ name: String, lines: [lineSchema] }));
});

afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
  await target?.stop();
});

describe('arrays of subdocuments through mongoose', () => {
  it('a positional update of a child schema with timestamps updates the element and its updatedAt', async () => {
    const order = await OrderModel.create({
      ref: 'o1',
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
    });
    const [first, second] = order.items;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const result = await OrderModel.updateOne(
      { 'items._id': second._id },
      { $set: { 'items.$.qty': 5 } },
    );

    expect(result.modifiedCount).toBe(1);
    const stored = await OrderModel.collection.findOne({ _id: order._id });
    expect(stored!.items[1]).toMatchObject({ sku: 'b', qty: 5 });
    expect(stored!.items[1].updatedAt.getTime()).toBeGreaterThan(second.updatedAt!.getTime());
    expect(stored!.items[0]).toMatchObject({ sku: 'a', qty: 1 });
    expect(stored!.items[0].updatedAt.getTime()).toBe(first.updatedAt!.getTime());
  });

  it('pull() of a subdocument declared with _id: false, then save(), removes the element', async () => {
    await CartModel.create({ name: 'c1', lines: [{ a: 1 }, { a: 2, b: 3 }] });
    const cart = (await CartModel.findOne({ name: 'c1' }))!;

    cart.lines.pull({ a: 1 });
    await cart.save();

    const stored = await CartModel.collection.findOne({ name: 'c1' });
    expect(stored!.lines).toEqual([{ a: 2, b: 3 }]);
  });
});
