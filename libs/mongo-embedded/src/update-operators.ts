// The update modifiers ($set, $inc, $push, …) as MongoDB's leaf update nodes:
// each checks its argument when the update is parsed, gives the value a missing
// field is created with, and changes an existing value in place (the document
// being updated is always a private copy). Where the path leads, what may be
// created and what is refused are decided by update-tree.ts.
import { Decimal128, Long, Timestamp, type Document } from 'bson';
import type { Query } from 'mingo';
import { badValue, ErrorCodes, failedToParse, MongoCommandError, typeMismatch } from './errors';
import { compileFilter } from './query-engine';
import {
  bsonCompare,
  bsonEquals,
  bsonTypeName,
  cloneValue,
  isDocument,
  isNumber,
  renderElement,
  renderValue,
  type Container,
} from './update-values';

/** What an operator needs to know while it is applied to one document. */
export interface LeafContext {
  /** The `_id: <value>` element of the document, for messages. */
  idElement: string;
  /** One clock reading per update, for $currentDate. */
  now: Date;
}

export interface LeafNode {
  kind: 'leaf';
  operator: string;
  /** $setOnInsert: applied only when an upsert inserts. */
  insertOnly: boolean;
  /** May create the field (and the path to it) when missing. */
  allowCreation: boolean;
  /** A missing path that could not be created is a no-op rather than PathNotViable ($unset). */
  allowNonViablePath: boolean;
  /** Replaces the whole value ($set-like), for the immutable `_id` message. */
  setsValue: boolean;
  /** The changed value is checked as MongoDB checks stored fields ($-prefixed top-level names). */
  validatesStorage: boolean;
  /** The value a missing field is created with. */
  newValue(context: LeafContext): unknown;
  /** Changes holder[key] (reached by the dotted `path`) in place; false when nothing changed. */
  updateExisting(
    holder: Container,
    key: string | number,
    context: LeafContext,
    path: string,
  ): boolean;
}

/** $rename's source path: it only takes part in conflict detection. */
export interface RenameSourceNode {
  kind: 'renameSource';
}

/** $rename's destination: update-tree.ts moves the source value here. */
export interface RenameNode {
  kind: 'rename';
  operator: '$rename';
  from: string;
  to: string;
}

export const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$rename',
  '$min',
  '$max',
  '$currentDate',
  '$setOnInsert',
  '$addToSet',
  '$pop',
  '$pull',
  '$push',
  '$pullAll',
  '$bit',
]);

const fieldNameOf = (key: string | number) => String(key);

function leaf(
  operator: string,
  options: Partial<LeafNode> &
    Pick<LeafNode, 'updateExisting'> & { newValue?: (context: LeafContext) => unknown },
): LeafNode {
  return {
    kind: 'leaf',
    operator,
    insertOnly: false,
    allowCreation: true,
    allowNonViablePath: false,
    setsValue: false,
    validatesStorage: true,
    newValue: () => undefined,
    ...options,
  };
}

/** $set and $setOnInsert. */
function setNode(operator: string, value: unknown): LeafNode {
  return leaf(operator, {
    insertOnly: operator === '$setOnInsert',
    setsValue: true,
    newValue: () => cloneValue(value),
    updateExisting: (holder, key) => {
      const container = holder as Document;
      if (bsonEquals(container[key], value) && bsonTypeName(container[key]) === bsonTypeName(value))
        return false;
      container[key] = cloneValue(value);
      return true;
    },
  });
}

function unsetNode(): LeafNode {
  return leaf('$unset', {
    allowCreation: false,
    allowNonViablePath: true,
    validatesStorage: false,
    updateExisting: (holder, key) => {
      if (Array.isArray(holder)) {
        // An array element is not removed (positions would shift): it becomes null.
        if (holder[key as number] === null) return false;
        holder[key as number] = null;
      } else delete holder[key as string];
      return true;
    },
  });
}

// ---- arithmetic ($inc, $mul) and $bit ----

const isLong = (value: unknown): value is Long | bigint =>
  value instanceof Long || typeof value === 'bigint';

function toLong(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'bigint') return Long.fromBigInt(value);
  return Long.fromNumber(value as number);
}

/** a + b or a * b with MongoDB's type promotion where JavaScript can tell the types apart. */
function arithmetic(
  operator: '$inc' | '$mul',
  a: unknown,
  b: unknown,
  overflow: () => string,
): number | Long {
  if (a instanceof Decimal128 || b instanceof Decimal128)
    throw badValue(`mongo-embedded does not support ${operator} on Decimal128 values`);
  if (isLong(a) || isLong(b)) {
    const other = isLong(a) ? b : a;
    if (typeof other === 'number' && !Number.isInteger(other)) {
      const x = isLong(a) ? Number(a.toString()) : (a as number);
      const y = isLong(b) ? Number(b.toString()) : (b as number);
      return operator === '$inc' ? x + y : x * y;
    }
    const x = BigInt(toLong(a).toString());
    const y = BigInt(toLong(b).toString());
    const result = operator === '$inc' ? x + y : x * y;
    if (result > 0x7fffffffffffffffn || result < -0x8000000000000000n) throw badValue(overflow());
    return Long.fromBigInt(result);
  }
  return operator === '$inc' ? (a as number) + (b as number) : (a as number) * (b as number);
}

function arithmeticNode(operator: '$inc' | '$mul', path: string, argument: unknown): LeafNode {
  if (!isNumber(argument)) {
    throw typeMismatch(
      `Cannot ${operator === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${renderElement(path, argument)}}`,
    );
  }
  if (argument instanceof Decimal128)
    throw badValue(`mongo-embedded does not support ${operator} on Decimal128 values`);
  return leaf(operator, {
    newValue: () =>
      operator === '$inc'
        ? argument
        : isLong(argument)
          ? Long.ZERO
          : // A missing field multiplied is 0 of the argument's type (an integer 0, never -0).
            Number.isInteger(argument)
            ? 0
            : 0 * (argument as number),
    updateExisting: (holder, key, context) => {
      const container = holder as Document;
      const current = container[key];
      if (!isNumber(current)) {
        throw typeMismatch(
          `Cannot apply ${operator} to a value of non-numeric type. {${context.idElement}} has the field '${fieldNameOf(key)}' of non-numeric type ${bsonTypeName(current)}`,
        );
      }
      const result = arithmetic(
        operator,
        current,
        argument,
        () =>
          `Failed to apply ${operator} operations to current value (${renderValue(current)}) for document {${context.idElement}}`,
      );
      if (bsonEquals(result, current) && bsonTypeName(result) === bsonTypeName(current))
        return false;
      container[key] = result;
      return true;
    },
  });
}

const BIT_OPERATIONS = new Set(['and', 'or', 'xor']);

function bitNode(argument: unknown): LeafNode {
  if (!isDocument(argument)) {
    throw badValue(
      `The $bit modifier is not compatible with a ${bsonTypeName(argument)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`,
    );
  }
  const operations = Object.entries(argument);
  for (const [name, operand] of operations) {
    if (!BIT_OPERATIONS.has(name)) {
      throw badValue(
        `The $bit modifier only supports 'and', 'or', and 'xor', not '${name}' which is an unknown operator: {${renderElement(name, operand)}}`,
      );
    }
    const integral = isLong(operand) || (typeof operand === 'number' && Number.isInteger(operand));
    if (!integral) {
      throw badValue(
        `The $bit modifier field must be an Integer(32/64 bit); a '${bsonTypeName(operand)}' is not supported here: {${renderElement(name, operand)}}`,
      );
    }
  }
  const apply = (start: number | Long | bigint): number | Long => {
    let value = BigInt(start.toString());
    let long = isLong(start);
    for (const [name, operand] of operations) {
      const bits = BigInt((operand as number | Long).toString());
      long ||= isLong(operand);
      value = name === 'and' ? value & bits : name === 'or' ? value | bits : value ^ bits;
    }
    if (long) return Long.fromBigInt(BigInt.asIntN(64, value));
    return Number(BigInt.asIntN(32, value));
  };
  return leaf('$bit', {
    newValue: () => apply(0),
    updateExisting: (holder, key, context) => {
      const container = holder as Document;
      const current = container[key];
      const integral =
        isLong(current) || (typeof current === 'number' && Number.isInteger(current));
      if (!integral) {
        throw badValue(
          `Cannot apply $bit to a value of non-integral type.{${context.idElement}} has the field ${fieldNameOf(key)} of non-integer type ${bsonTypeName(current)}`,
        );
      }
      const result = apply(current as number | Long);
      if (bsonEquals(result, current)) return false;
      container[key] = result;
      return true;
    },
  });
}

// ---- $min, $max, $currentDate ----

function compareNode(operator: '$min' | '$max', value: unknown): LeafNode {
  return leaf(operator, {
    newValue: () => cloneValue(value),
    updateExisting: (holder, key) => {
      const container = holder as Document;
      const order = bsonCompare(value, container[key]);
      if (operator === '$min' ? order >= 0 : order <= 0) return false;
      container[key] = cloneValue(value);
      return true;
    },
  });
}

function currentDateNode(path: string, argument: unknown): LeafNode {
  let timestamp = false;
  if (isDocument(argument)) {
    for (const [name, type] of Object.entries(argument)) {
      if (name !== '$type') throw badValue(`Unrecognized $currentDate option: ${name}`);
      if (type !== 'date' && type !== 'timestamp') {
        throw badValue(
          "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}",
        );
      }
      timestamp = type === 'timestamp';
    }
    if (Object.keys(argument).length === 0)
      throw badValue(
        "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}",
      );
  } else if (typeof argument !== 'boolean') {
    throw badValue(
      `${renderElement(path, argument)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
  }
  const now = (context: LeafContext) =>
    timestamp
      ? new Timestamp({ t: Math.floor(context.now.getTime() / 1000), i: 1 })
      : new Date(context.now.getTime());
  return leaf('$currentDate', {
    newValue: now,
    updateExisting: (holder, key, context) => {
      (holder as Document)[key] = now(context);
      return true;
    },
  });
}

// ---- array operators ----

function addToSetNode(argument: unknown): LeafNode {
  let elements: unknown[] = [argument];
  if (isDocument(argument) && Object.keys(argument)[0] === '$each') {
    const each = argument.$each;
    if (!Array.isArray(each)) {
      throw badValue(
        `The argument to $each in $addToSet must be an array but it was of type ${bsonTypeName(each)}`,
      );
    }
    if (Object.keys(argument).length > 1)
      throw badValue(`Found unexpected fields after $each in $addToSet: ${renderValue(argument)}`);
    elements = each;
  }
  const unique: unknown[] = [];
  for (const element of elements)
    if (!unique.some((kept) => bsonEquals(kept, element))) unique.push(element);
  return leaf('$addToSet', {
    newValue: () => cloneValue(unique),
    updateExisting: (holder, key) => {
      const array = (holder as Document)[key];
      if (!Array.isArray(array)) {
        throw badValue(
          `Cannot apply $addToSet to non-array field. Field named '${fieldNameOf(key)}' has non-array type ${bsonTypeName(array)}`,
        );
      }
      const missing = unique.filter((element) => !array.some((kept) => bsonEquals(kept, element)));
      if (missing.length === 0) return false;
      array.push(...cloneValue(missing));
      return true;
    },
  });
}

const PUSH_CLAUSES = new Set(['$each', '$slice', '$sort', '$position']);

interface PushSpec {
  each: unknown[];
  slice?: number;
  position?: number;
  sort?: number | Document;
}

const integralNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : value instanceof Long
      ? value.toNumber()
      : undefined;

function parsePush(argument: unknown): PushSpec {
  if (!isDocument(argument) || !Object.prototype.hasOwnProperty.call(argument, '$each'))
    return { each: [argument] };
  const spec: PushSpec = { each: [] };
  for (const [clause, value] of Object.entries(argument)) {
    if (!PUSH_CLAUSES.has(clause)) throw badValue(`Unrecognized clause in $push: ${clause}`);
    if (clause === '$each') {
      if (!Array.isArray(value)) {
        throw badValue(
          `The argument to $each in $push must be an array but it was of type: ${bsonTypeName(value)}`,
        );
      }
      spec.each = value;
    } else if (clause === '$slice') {
      const slice = integralNumber(value);
      if (slice === undefined) {
        throw badValue(
          `The value for $slice must be an integer value but was given type: ${bsonTypeName(value)}`,
        );
      }
      spec.slice = slice;
    } else if (clause === '$position') {
      const position = integralNumber(value);
      if (position === undefined) {
        throw badValue(
          `The value for $position must be an integer value, not of type: ${bsonTypeName(value)}`,
        );
      }
      spec.position = position;
    } else {
      const invalid = () =>
        badValue(
          'The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields',
        );
      if (isDocument(value)) {
        const fields = Object.entries(value);
        if (fields.length === 0)
          throw badValue('The $sort pattern is empty when it should be a set of fields.');
        for (const [field, direction] of fields) {
          if (field.split('.').some((part) => part === ''))
            throw badValue(`The $sort field is a dotted field but has an empty part: ${field}`);
          if (direction !== 1 && direction !== -1)
            throw badValue('The $sort element value must be either 1 or -1');
        }
        spec.sort = value;
      } else if (value === 1 || value === -1) spec.sort = value;
      else throw invalid();
    }
  }
  return spec;
}

/** The sort key of one field of an element ($push $sort by fields): missing reads as null. */
function sortKey(element: unknown, path: string, direction: number): unknown {
  let node: unknown = element;
  for (const part of path.split('.')) {
    if (!isDocument(node)) return null;
    node = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
  }
  if (node === undefined) return null;
  if (Array.isArray(node)) {
    if (node.length === 0) return undefined;
    return [...node].sort((a, b) => direction * bsonCompare(a, b))[0];
  }
  return node;
}

function sortForPush(array: unknown[], sort: number | Document): void {
  if (typeof sort === 'number') {
    array.sort((a, b) => sort * bsonCompare(a, b));
    return;
  }
  const fields = Object.entries(sort) as [string, number][];
  array.sort((a, b) => {
    for (const [path, direction] of fields) {
      const order = bsonCompare(sortKey(a, path, direction), sortKey(b, path, direction));
      if (order !== 0) return direction * order;
    }
    return 0;
  });
}

function push(array: unknown[], spec: PushSpec): void {
  const values = cloneValue(spec.each);
  let at = array.length;
  if (spec.position !== undefined)
    at =
      spec.position < 0
        ? Math.max(0, array.length + spec.position)
        : Math.min(spec.position, array.length);
  array.splice(at, 0, ...values);
  if (spec.sort !== undefined) sortForPush(array, spec.sort);
  if (spec.slice !== undefined) {
    if (spec.slice >= 0) array.splice(spec.slice);
    else array.splice(0, Math.max(0, array.length + spec.slice));
  }
}

function pushNode(argument: unknown): LeafNode {
  const spec = parsePush(argument);
  return leaf('$push', {
    newValue: () => {
      const array: unknown[] = [];
      push(array, spec);
      return array;
    },
    updateExisting: (holder, key, context) => {
      const array = (holder as Document)[key];
      if (!Array.isArray(array)) {
        throw badValue(
          `The field '${fieldNameOf(key)}' must be an array but is of type ${bsonTypeName(array)} in document {${context.idElement}}`,
        );
      }
      const before = cloneValue(array);
      push(array, spec);
      return !bsonEquals(before, array);
    },
  });
}

function popNode(argument: unknown): LeafNode {
  if (!isNumber(argument))
    throw failedToParse(`Expected a number in: ${renderElement('$pop', argument)}`);
  const direction = Number(String(argument));
  if (direction !== 1 && direction !== -1)
    throw failedToParse(`$pop expects 1 or -1, found: ${renderValue(argument)}`);
  return leaf('$pop', {
    allowCreation: false,
    validatesStorage: false,
    updateExisting: (holder, key, _context, path) => {
      const array = (holder as Document)[key];
      if (!Array.isArray(array)) {
        throw typeMismatch(
          `Path '${path}' contains an element of non-array type '${bsonTypeName(array)}'`,
        );
      }
      if (array.length === 0) return false;
      if (direction === 1) array.pop();
      else array.shift();
      return true;
    },
  });
}

/** The query operators a field may hold ({a: {$gt: 1}}); others ($and, $or, …) start a query. */
const PATH_ACCEPTING_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$all',
  '$size',
  '$exists',
  '$type',
  '$mod',
  '$regex',
  '$options',
  '$elemMatch',
  '$not',
  '$bitsAllSet',
  '$bitsAllClear',
  '$bitsAnySet',
  '$bitsAnyClear',
  '$geoWithin',
  '$geoIntersects',
  '$near',
  '$nearSphere',
  '$within',
  '$maxDistance',
  '$minDistance',
]);

function compile(filter: Document): Query {
  try {
    return compileFilter(filter);
  } catch (error) {
    if (error instanceof MongoCommandError) throw error;
    throw badValue((error as Error).message);
  }
}

/** Which array elements a $pull condition removes, as MongoDB's PullNode decides it. */
function pullMatcher(condition: unknown): (element: unknown) => boolean {
  const first = isDocument(condition) ? Object.keys(condition)[0] : undefined;
  if (isDocument(condition) && !(first !== undefined && PATH_ACCEPTING_OPERATORS.has(first))) {
    // A query on each element that is a document ({a: 1}, {$or: [...]}, {}).
    const query = compile(condition);
    return (element) => isDocument(element) && query.test(element);
  }
  if (isDocument(condition) || condition instanceof RegExp || bsonTypeName(condition) === 'regex') {
    // An operator condition ({$gte: 5}) or a regex applies to the element itself.
    const query = compile({ element: condition });
    return (element) => query.test({ element });
  }
  return (element) => bsonEquals(element, condition);
}

function cullingNode(operator: '$pull' | '$pullAll', argument: unknown): LeafNode {
  let matches: (element: unknown) => boolean;
  if (operator === '$pull') matches = pullMatcher(argument);
  else {
    if (!Array.isArray(argument))
      throw badValue(
        `$pullAll requires an array argument but was given a ${bsonTypeName(argument)}`,
      );
    matches = (element) => argument.some((value) => bsonEquals(element, value));
  }
  return leaf(operator, {
    allowCreation: false,
    validatesStorage: false,
    updateExisting: (holder, key) => {
      const array = (holder as Document)[key];
      if (!Array.isArray(array)) throw badValue('Cannot apply $pull to a non-array value');
      const kept = array.filter((element) => !matches(element));
      if (kept.length === array.length) return false;
      array.splice(0, array.length, ...kept);
      return true;
    },
  });
}

/** The leaf node of one `operator: {path: argument}` entry, its argument checked. */
export function makeLeaf(operator: string, path: string, argument: unknown): LeafNode {
  switch (operator) {
    case '$set':
    case '$setOnInsert':
      return setNode(operator, argument);
    case '$unset':
      return unsetNode();
    case '$inc':
    case '$mul':
      return arithmeticNode(operator, path, argument);
    case '$min':
    case '$max':
      return compareNode(operator, argument);
    case '$currentDate':
      return currentDateNode(path, argument);
    case '$addToSet':
      return addToSetNode(argument);
    case '$push':
      return pushNode(argument);
    case '$pop':
      return popNode(argument);
    case '$pull':
    case '$pullAll':
      return cullingNode(operator, argument);
    case '$bit':
      return bitNode(argument);
    default:
      throw new MongoCommandError(ErrorCodes.FailedToParse, `Unknown modifier: ${operator}`);
  }
}
