// Projections as MongoDB 7.0 parses and applies them, for find (and findAndModify's `fields`)
// and for the $project stage: a projection is parsed into a tree of paths (inclusions,
// exclusions, expressions and find's positional `$`, `$slice` and `$elemMatch`), its kind
// (inclusion or exclusion) decided by MongoDB's rules, then applied as MongoDB's projection
// executor applies it:
// - kept fields come in the document's own order (so `_id`, stored first, stays first), at
//   every level; computed fields ($elemMatch included) follow, in the projection's order;
// - a path into an array applies to each element (an inclusion drops scalar elements);
// - `$slice` alone (or with exclusions) keeps every other field; with inclusions it adds its
//   field to them; positional `$` and `$slice` then rewrite the result in place.
// Errors carry MongoDB's codes (31253, 31254, 31277, …).
import type { Document } from 'bson';
import { evalExpr, OpType } from 'mingo/core';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { DBRef } from 'bson';
import { badValue, MongoCommandError } from './errors';
import {
  BSON_TYPE_NAMES,
  bsonTypeOf,
  BsonType,
  dbRefDocument,
  documentEntries,
  fieldOf,
  isDocumentLike,
} from './bson-order';
import { bsonNumberType, carryNumberTypes, setNumberType } from './number-types';
import { locationError } from './query-errors';

export type ProjectionMode = 'find' | 'aggregate';

export interface ProjectionOptions {
  mode: ProjectionMode;
  /** mingo options (their context evaluates expressions and $elemMatch). */
  options: Partial<Options>;
  /** The query filter, for positional projections (find only). */
  filter?: Document;
}

type AstNode =
  | { kind: 'path'; children: Map<string, AstNode> }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'expression'; expression: unknown }
  | { kind: 'positional' }
  | { kind: 'slice'; skip?: number; limit: number }
  | { kind: 'elemMatch'; field: string; query: Query };

type PathNode = Extract<AstNode, { kind: 'path' }>;
type ProjectionType = 'inclusion' | 'exclusion';

interface ParseContext extends ProjectionOptions {
  root: PathNode;
  type?: ProjectionType;
  idSpecified: boolean;
  hasPositional: boolean;
  hasElemMatch: boolean;
  hasFindSlice: boolean;
  idIncludedEntirely: boolean;
  idExcludedEntirely: boolean;
}

const pathNode = (): PathNode => ({ kind: 'path', children: new Map() });

const isPlainObject = (value: unknown): value is Document =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const DOLLAR_FIELDS_ALLOWED = new Set(['$id', '$ref', '$db']);

/** A projection key as a field path, checked as MongoDB's FieldPath checks it. */
function fieldPath(key: string): string[] {
  if (key.length === 0)
    throw locationError(40352, 'FieldPath cannot be constructed with empty string');
  const parts = key.split('.');
  for (const part of parts) {
    if (part.length === 0)
      throw locationError(15998, 'FieldPath field names may not be empty strings.');
    if (part.startsWith('$') && !DOLLAR_FIELDS_ALLOWED.has(part)) {
      throw locationError(
        16410,
        "FieldPath field names may not start with '$'. Consider using $getField or $setField.",
      );
    }
  }
  return parts;
}

function addNodeAtPath(parent: PathNode, parts: string[], node: AstNode): void {
  let current = parent;
  for (let i = 0; i < parts.length; i++) {
    const child = current.children.get(parts[i]);
    if (i === parts.length - 1) {
      if (child) throw locationError(31250, `Path collision at ${parts.join('.')}`);
      current.children.set(parts[i], node);
      return;
    }
    if (!child) {
      const created = pathNode();
      current.children.set(parts[i], created);
      current = created;
    } else if (child.kind !== 'path') {
      throw locationError(
        31249,
        `Path collision at ${parts.join('.')} remaining portion ${parts.slice(1).join('.')}`,
      );
    } else current = child;
  }
}

/** Where the first positional `$` is in a projection key, if anywhere. */
function firstPositional(key: string): [number, number] | undefined {
  const inner = key.indexOf('.$.');
  if (inner !== -1) return [inner, inner + 3];
  if (key.endsWith('.$')) return [key.length - 2, key.length];
  if (key === '$') return [0, 1];
  return undefined;
}

/** Whether the filter has a condition on a path starting with `field` (logical operators included). */
function filterMentions(filter: Document, field: string): boolean {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (
        Array.isArray(value) &&
        value.some((sub) => isPlainObject(sub) && filterMentions(sub, field))
      )
        return true;
    } else if (!key.startsWith('$') && key.split('.')[0] === field) return true;
  }
  return false;
}

const isNumeric = (value: unknown) => {
  const type = bsonTypeOf(value);
  return (
    type === BsonType.double ||
    type === BsonType.int ||
    type === BsonType.long ||
    type === BsonType.decimal
  );
};

/** Bool and numbers include or exclude; any other value is an expression (a literal). */
const isInclusionOrExclusion = (value: unknown) => typeof value === 'boolean' || isNumeric(value);

const truthy = (value: unknown) =>
  typeof value === 'boolean' ? value : Number(String(value)) !== 0;

/** A BSON number as MongoDB's numberInt() reads it (truncated, saturated to int32). */
function numberInt(value: unknown): number {
  const number = Math.trunc(Number(String(value)));
  if (Number.isNaN(number)) return 0;
  return Math.max(-2147483648, Math.min(2147483647, number));
}

function typeName(value: unknown): string {
  const type = bsonTypeOf(value);
  return type === undefined ? 'missing' : BSON_TYPE_NAMES.get(type)!;
}

function parseInclusion(
  ctx: ParseContext,
  key: string,
  parent: PathNode,
  parentPath: string[] | undefined,
  positional: [number, number] | undefined,
): void {
  const topLevelId = key === '_id' && parent === ctx.root;
  if (!positional) {
    addNodeAtPath(parent, fieldPath(key), { kind: 'boolean', value: true });
    if (topLevelId) ctx.idIncludedEntirely = true;
  } else {
    if (ctx.hasPositional)
      throw locationError(31276, 'Cannot specify more than one positional projection per query.');
    if (ctx.hasElemMatch)
      throw locationError(31256, 'Cannot specify positional operator and $elemMatch.');
    const matchField = parentPath ? parentPath[0] : key.split('.')[0];
    if (!ctx.filter)
      throw locationError(51050, 'Projections with a positional operator require a matcher');
    if (!filterMentions(ctx.filter, matchField)) {
      throw locationError(
        31277,
        `Positional projection '${key}' does not match the query document.`,
      );
    }
    if (key.endsWith('.$.')) throw locationError(31270, "Path cannot end with '.$.'");
    const remaining = key.slice(positional[1]);
    if (firstPositional(remaining) || remaining === '$')
      throw locationError(31287, `Cannot use positional operator twice: ${key}`);
    addNodeAtPath(parent, fieldPath(key.slice(0, positional[0])), { kind: 'positional' });
    ctx.hasPositional = true;
  }
  if (!topLevelId) {
    if (ctx.type === 'exclusion') {
      throw locationError(31253, `Cannot do inclusion on field ${key} in exclusion projection`);
    }
    ctx.type = 'inclusion';
  }
}

function parseExclusion(ctx: ParseContext, key: string, parent: PathNode): void {
  addNodeAtPath(parent, fieldPath(key), { kind: 'boolean', value: false });
  if (key === '_id' && parent === ctx.root) {
    ctx.idExcludedEntirely = true;
    return;
  }
  if (ctx.type === 'inclusion') {
    throw locationError(31254, `Cannot do exclusion on field ${key} in inclusion projection`);
  }
  ctx.type = 'exclusion';
}

function markExpression(ctx: ParseContext, description: string, code = 31310): void {
  if (ctx.type === 'exclusion') {
    throw locationError(
      code,
      code === 31252
        ? 'Cannot use expression other than $meta in exclusion projection'
        : `Cannot use an expression ${description} in an exclusion projection`,
    );
  }
  ctx.type = 'inclusion';
}

function isExpressionName(ctx: ParseContext, name: string): boolean {
  const context = (
    ctx.options as { context?: { getOperator(type: string, name: string): unknown } }
  ).context;
  if (!context) return false;
  return (
    !!context.getOperator(OpType.EXPRESSION, name) ||
    !!context.getOperator(OpType.ACCUMULATOR, name)
  );
}

function parseGenericExpression(
  ctx: ParseContext,
  parts: string[],
  spec: Document,
  parent: PathNode,
): boolean {
  const name = Object.keys(spec)[0];
  if (name === '$meta')
    throw badValue('mongo-embedded does not support $meta projections (text search)');
  if (!isExpressionName(ctx, name)) return false;
  markExpression(ctx, '', 31252);
  addNodeAtPath(parent, parts, { kind: 'expression', expression: spec });
  return true;
}

function parseFindSlice(
  ctx: ParseContext,
  parts: string[],
  operand: unknown,
  parent: PathNode,
): void {
  let node: AstNode;
  if (isNumeric(operand)) {
    node = { kind: 'slice', limit: numberInt(operand) };
  } else if (Array.isArray(operand)) {
    if (operand.length !== 2)
      throw locationError(31272, '$slice array argument should be of form [skip, limit]');
    const [skip, limit] = operand;
    if (!isNumeric(skip)) {
      throw locationError(
        31257,
        `$slice expects the skip argument to be a number, got ${typeName(skip)}`,
      );
    }
    if (!isNumeric(limit)) {
      throw locationError(
        31258,
        `$slice expects the limit argument to be a number, got ${typeName(limit)}`,
      );
    }
    if (numberInt(limit) <= 0)
      throw locationError(31259, `$slice limit must be positive, got ${numberInt(limit)}`);
    node = { kind: 'slice', skip: numberInt(skip), limit: numberInt(limit) };
  } else {
    throw locationError(31273, '$slice only supports numbers and [skip, limit] arrays');
  }
  addNodeAtPath(parent, parts, node);
  ctx.hasFindSlice = true;
}

/** A sub-object `{$op: …}`: find's $slice or $elemMatch, or an expression. False if neither. */
function parseSubObjectAsExpression(
  ctx: ParseContext,
  parts: string[],
  spec: Document,
  parent: PathNode,
): boolean {
  const name = Object.keys(spec)[0];
  if (ctx.mode === 'find') {
    if (name === '$slice') {
      try {
        parseFindSlice(ctx, parts, spec.$slice, parent);
        return true;
      } catch (findError) {
        const operand = spec.$slice;
        const count = Array.isArray(operand) ? operand.length : 1;
        if (count >= 2 && count <= 3) return parseGenericExpression(ctx, parts, spec, parent);
        throw locationError(
          28667,
          `Invalid $slice syntax. The given syntax did not match the find() syntax because :: ${(findError as Error).message} :: The given syntax did not match the expression $slice syntax. :: caused by :: Expression $slice takes at ${count < 2 ? 'least 2' : 'most 3'} arguments, and ${count} were passed in.`,
        );
      }
    }
    if (name === '$elemMatch') {
      const criteria = spec.$elemMatch;
      if (!isPlainObject(criteria)) {
        throw locationError(
          31274,
          `elemMatch: Invalid argument, object required, but got ${typeName(criteria)}`,
        );
      }
      if (ctx.hasPositional)
        throw locationError(31255, 'Cannot specify positional operator and $elemMatch.');
      if (parts.length !== 1 || parent !== ctx.root)
        throw locationError(31275, 'Cannot use $elemMatch projection on a nested field.');
      const field = parts[0];
      const query = new Query({ [field]: { $elemMatch: criteria } }, ctx.options);
      addNodeAtPath(parent, parts, { kind: 'elemMatch', field, query });
      ctx.hasElemMatch = true;
      return true;
    }
  } else if (name === '$elemMatch') {
    throw new MongoCommandError(168, 'Cannot use $elemMatch in this context');
  }
  return parseGenericExpression(ctx, parts, spec, parent);
}

function parseSubObject(
  ctx: ParseContext,
  key: string,
  parentPath: string[] | undefined,
  spec: Document,
  parent: PathNode,
): void {
  const parts = fieldPath(key);
  const keys = Object.keys(spec);
  if (keys.length === 1 && keys[0].startsWith('$')) {
    if (parseSubObjectAsExpression(ctx, parts, spec, parent)) return;
    if (!DOLLAR_FIELDS_ALLOWED.has(keys[0]))
      throw locationError(31325, `Unknown expression ${keys[0]}`);
  }
  if (keys.length === 0) {
    throw locationError(
      51270,
      `An empty sub-projection is not a valid value. Found empty object at path ${key}`,
    );
  }
  // Not an expression: a sub-projection, a new level of the tree.
  let node = parent;
  for (const part of parts) {
    const child = node.children.get(part);
    if (child && child.kind !== 'path') throw locationError(31250, `Path collision at ${key}`);
    const next = child ?? pathNode();
    node.children.set(part, next);
    node = next;
  }
  const fullPath = parentPath ? [...parentPath, ...parts] : parts;
  for (const [childKey, value] of Object.entries(spec))
    parseElement(ctx, childKey, value, fullPath, node);
}

function parseElement(
  ctx: ParseContext,
  key: string,
  value: unknown,
  parentPath: string[] | undefined,
  parent: PathNode,
): void {
  const positional = firstPositional(key);
  if (positional && ctx.mode !== 'find')
    throw locationError(31324, 'Cannot use positional projection in aggregation projection');
  if (isPlainObject(value)) {
    if (positional)
      throw locationError(
        31271,
        'positional projection cannot be used with an expression or sub object',
      );
    parseSubObject(ctx, key, parentPath, value, parent);
  } else if (isInclusionOrExclusion(value)) {
    if (truthy(value)) parseInclusion(ctx, key, parent, parentPath, positional);
    else parseExclusion(ctx, key, parent);
  } else {
    if (positional)
      throw locationError(31308, 'positional projection cannot be used with a literal');
    addNodeAtPath(parent, fieldPath(key), { kind: 'expression', expression: literal(value) });
    markExpression(ctx, `${key}: ${JSON.stringify(value)}`);
  }
}

/** A literal's expression: strings starting with `$` are field paths, arrays are evaluated. */
function literal(value: unknown): unknown {
  if (typeof value === 'string' || Array.isArray(value) || value === null) return value;
  return { $literal: value };
}

function parse(
  spec: Document,
  options: ProjectionOptions,
): { root: PathNode; type: ProjectionType } {
  const ctx: ParseContext = {
    ...options,
    root: pathNode(),
    idSpecified: false,
    hasPositional: false,
    hasElemMatch: false,
    hasFindSlice: false,
    idIncludedEntirely: false,
    idExcludedEntirely: false,
  };
  for (const [key, value] of Object.entries(spec)) {
    ctx.idSpecified ||= key === '_id' || key.startsWith('_id.');
    parseElement(ctx, key, value, undefined, ctx.root);
  }
  let type = ctx.type;
  if (!type) {
    if (ctx.hasFindSlice) type = ctx.idIncludedEntirely ? 'inclusion' : 'exclusion';
    else if (ctx.hasElemMatch) type = 'inclusion';
    else if (ctx.idIncludedEntirely) type = 'inclusion';
    else type = 'exclusion';
  }
  if (!ctx.idSpecified && type === 'inclusion')
    addNodeAtPath(ctx.root, ['_id'], { kind: 'boolean', value: true });
  if (type === 'exclusion' && ctx.idSpecified && ctx.idIncludedEntirely)
    ctx.root.children.delete('_id');
  return { root: ctx.root, type };
}

// ---------------------------------------------------------------------------------------
// The executor: MongoDB's projection nodes.

const MISSING = Symbol('missing');
type Evaluate = (root: Document) => unknown;

/**
 * A copy of a document-like value as a plain object (DBRef as `{$ref, $id, …}`), keeping the
 * stored BSON types of its numbers (number-types.ts); with `empty`, a new object that will
 * hold some of its fields, types kept likewise.
 */
function copyDocument(value: object, empty = false): Document {
  if (value instanceof DBRef) return empty ? {} : dbRefDocument(value);
  return carryNumberTypes(value as Document, empty ? {} : { ...(value as Document) });
}

/** Elements of an array, by position, into a new array (stored number types kept). */
function pickElements(array: unknown[], positions: number[]): unknown[] {
  const picked = positions.map((position) => array[position]);
  positions.forEach((from, to) => {
    const type = bsonNumberType(array, String(from));
    if (type === 'long' || type === 'double') setNumberType(picked, String(to), type);
  });
  return picked;
}

/** Sets an own field (`output[field] = …` would set the prototype for '__proto__'). */
function assignField(output: Document, field: string, value: unknown): void {
  if (field === '__proto__') {
    Object.defineProperty(output, field, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else output[field] = value;
}

function setField(output: Document, field: string, value: unknown): void {
  if (value === MISSING || value === undefined) delete output[field];
  else assignField(output, field, value);
}

const hasOwn = (document: object, field: string) =>
  Object.prototype.hasOwnProperty.call(document, field);

class ProjectionNode {
  private readonly projected = new Set<string>();
  private readonly children = new Map<string, ProjectionNode>();
  private readonly expressions = new Map<string, Evaluate>();
  private readonly order: string[] = [];
  private computed = false;

  constructor(
    private readonly inclusion: boolean,
    private readonly recurseNestedArrays: boolean,
  ) {}

  addProjection(parts: string[]): void {
    if (parts.length === 1) this.projected.add(parts[0]);
    else this.child(parts[0]).addProjection(parts.slice(1));
  }

  addExpression(parts: string[], evaluate: Evaluate): void {
    this.computed = true;
    if (parts.length === 1) {
      this.expressions.set(parts[0], evaluate);
      this.order.push(parts[0]);
    } else this.child(parts[0]).addExpression(parts.slice(1), evaluate);
  }

  private child(field: string): ProjectionNode {
    let child = this.children.get(field);
    if (!child) {
      child = new ProjectionNode(this.inclusion, this.recurseNestedArrays);
      this.children.set(field, child);
      this.order.push(field);
    }
    return child;
  }

  applyToDocument(input: Document): Document {
    const output = copyDocument(input, this.inclusion);
    this.applyProjections(input, output);
    if (this.computed) this.applyExpressions(input, output);
    return output;
  }

  private leaf(value: unknown): unknown {
    return this.inclusion ? value : MISSING;
  }

  private skipped(value: unknown): unknown {
    return this.inclusion ? MISSING : value;
  }

  private applyProjections(input: object, output: Document): void {
    for (const [field, value] of documentEntries(input)) {
      if (this.projected.has(field)) setField(output, field, this.leaf(value));
      else {
        const child = this.children.get(field);
        if (child) setField(output, field, child.applyProjectionsToValue(value));
      }
    }
  }

  private applyProjectionsToValue(value: unknown): unknown {
    if (isDocumentLike(value)) {
      const output = copyDocument(value, this.inclusion);
      this.applyProjections(value, output);
      return output;
    }
    if (Array.isArray(value)) {
      const elements = carryNumberTypes(
        value,
        value.map((element) =>
          Array.isArray(element) && !this.recurseNestedArrays
            ? this.skipped(element)
            : this.applyProjectionsToValue(element),
        ),
      );
      // Computed fields fill the missing elements in later (then they are dropped).
      if (this.computed || !elements.includes(MISSING)) return elements;
      return elements.filter((element) => element !== MISSING);
    }
    return this.skipped(value);
  }

  private applyExpressions(root: Document, output: Document): void {
    for (const field of this.order) {
      const child = this.children.get(field);
      const value = child
        ? child.applyExpressionsToValue(root, hasOwn(output, field) ? output[field] : MISSING)
        : this.expressions.get(field)!(root);
      setField(output, field, value);
    }
  }

  private applyExpressionsToValue(root: Document, value: unknown): unknown {
    if (isDocumentLike(value)) {
      const output = copyDocument(value);
      this.applyExpressions(root, output);
      return output;
    }
    if (Array.isArray(value)) {
      return value
        .map((element) => this.applyExpressionsToValue(root, element))
        .filter((element) => element !== MISSING);
    }
    if (this.computed) {
      const output: Document = {};
      this.applyExpressions(root, output);
      return output;
    }
    return value === MISSING ? MISSING : this.skipped(value);
  }
}

/** MongoDB's find $slice of an array: `limit` alone from the start (or the end if negative). */
function sliceArray(array: unknown[], skip: number | undefined, limit: number): unknown[] {
  const length = array.length;
  let start = 0;
  let forward: number;
  if (skip === undefined) {
    if (limit < 0) {
      start = Math.max(0, length + limit);
      forward = length - start;
    } else forward = Math.min(length, limit);
  } else if (skip < 0) {
    start = Math.max(0, length + skip);
    forward = Math.min(length - start, limit);
  } else {
    start = Math.min(length, skip);
    forward = Math.min(length - start, limit);
  }
  return pickElements(
    array,
    Array.from({ length: forward }, (_, i) => start + i),
  );
}

function applySlice(
  input: object,
  parts: string[],
  index: number,
  skip: number | undefined,
  limit: number,
): Document {
  const field = parts[index];
  let value = fieldOf(input, field);
  const last = index + 1 === parts.length;
  if (Array.isArray(value)) {
    value = last
      ? sliceArray(value, skip, limit)
      : value.map((element) =>
          isDocumentLike(element) ? applySlice(element, parts, index + 1, skip, limit) : element,
        );
  } else if (isDocumentLike(value) && !last) {
    value = applySlice(value, parts, index + 1, skip, limit);
  }
  const output = copyDocument(input);
  if (value !== undefined) assignField(output, field, value);
  return output;
}

/** The document with the value at a path set (copies along the path, creating levels). */
function withNestedField(document: object, parts: string[], value: unknown): Document {
  const output = copyDocument(document);
  const [field, ...rest] = parts;
  if (rest.length === 0) assignField(output, field, value);
  else {
    const inner = hasOwn(output, field) ? output[field] : undefined;
    assignField(output, field, withNestedField(isDocumentLike(inner) ? inner : {}, rest, value));
  }
  return output;
}

const isOperatorDocument = (value: unknown) =>
  isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value)[0].startsWith('$');

/**
 * The index of the array element the filter matched, for a positional projection on the
 * array at `arrayPath`: the first element satisfying a condition on that array (the last
 * such condition of the conjunction decides, as MongoDB's matcher records it; `$or` decides
 * by its first matching branch). Undefined when no condition matched through an element.
 */
function positionalIndex(
  filter: Document,
  document: Document,
  arrayPath: string[],
  array: unknown[],
  queries: QueryCache,
): number | undefined {
  const prefix = arrayPath.join('.');
  let found: number | undefined;
  const visit = (conjunction: Document) => {
    for (const [key, condition] of Object.entries(conjunction)) {
      if (key === '$and' && Array.isArray(condition)) {
        condition.forEach((sub) => isPlainObject(sub) && visit(sub));
      } else if (key === '$or' && Array.isArray(condition)) {
        const branch = condition.find(
          (sub) => isPlainObject(sub) && queries.filter(sub).test(document),
        );
        if (branch) visit(branch);
      } else if (!key.startsWith('$') && (key === prefix || key.startsWith(`${prefix}.`))) {
        const rest = key.slice(prefix.length);
        const wholeElement =
          rest === '' && isOperatorDocument(condition) && '$elemMatch' in condition;
        const query = queries.condition(`element${rest}`, condition);
        const index = array.findIndex((element) =>
          query.test({ element: wholeElement ? [element] : element }),
        );
        if (index !== -1) found = index;
      }
    }
  };
  visit(filter);
  return found;
}

interface QueryCache {
  /** A sub-filter of the query (the same object for every document). */
  filter(sub: Document): Query;
  /** `{<path>: condition}`. */
  condition(path: string, condition: unknown): Query;
}

/** Queries compiled once per projection rather than once per document. */
function queryCache(options: Partial<Options>): QueryCache {
  const filters = new WeakMap<Document, Query>();
  const conditions = new Map<string, Map<unknown, Query>>();
  return {
    filter(sub) {
      let query = filters.get(sub);
      if (!query) filters.set(sub, (query = new Query(sub, options)));
      return query;
    },
    condition(path, condition) {
      let byCondition = conditions.get(path);
      if (!byCondition) conditions.set(path, (byCondition = new Map()));
      let query = byCondition.get(condition);
      if (!query) byCondition.set(condition, (query = new Query({ [path]: condition }, options)));
      return query;
    },
  };
}

function applyPositional(
  preImage: Document,
  postImage: Document,
  parts: string[],
  filter: Document,
  queries: QueryCache,
): Document {
  let current: unknown = postImage;
  let preCurrent: unknown = preImage;
  for (let i = 0; i < parts.length; i++) {
    const value = isDocumentLike(current) ? fieldOf(current, parts[i]) : undefined;
    const preValue = isDocumentLike(preCurrent) ? fieldOf(preCurrent, parts[i]) : undefined;
    if (Array.isArray(value)) {
      const arrayPath = parts.slice(0, i + 1);
      const preArray = Array.isArray(preValue) ? preValue : value;
      const index = positionalIndex(filter, preImage, arrayPath, preArray, queries);
      if (index === undefined) {
        throw locationError(
          51246,
          "positional operator '.$' couldn't find a matching element in the array",
        );
      }
      if (index >= value.length)
        throw locationError(51247, "positional operator '.$' element mismatch");
      return withNestedField(postImage, arrayPath, pickElements(value, [index]));
    }
    if (isDocumentLike(value)) {
      current = value;
      preCurrent = preValue;
    }
  }
  return postImage;
}

/** A compiled projection: applies to one document, returns a new one (the input is untouched). */
export type Projector = (document: Document) => Document;

/** The minimal interface of mingo's ComputeOptions this module needs. */
interface ComputeOptionsLike extends Options {
  update(locals: { root: unknown }): ComputeOptionsLike;
}

/** Compiles a projection; throws MongoDB's error for an invalid one. */
export function compileProjection(
  spec: Document,
  projection: ProjectionOptions,
  computeOptions: (options: Partial<Options>) => ComputeOptionsLike,
): Projector {
  const { root: ast, type } = parse(spec, projection);
  const inclusion = type === 'inclusion';
  const executor = new ProjectionNode(inclusion, projection.mode === 'aggregate');
  const replacements: Array<(pre: Document, post: Document) => Document> = [];
  const compute = computeOptions(projection.options);
  const evaluate =
    (expression: unknown): Evaluate =>
    (root) =>
      evalExpr(root, expression, compute);

  const walk = (node: PathNode, path: string[]) => {
    for (const [name, child] of node.children) {
      const parts = [...path, name];
      switch (child.kind) {
        case 'path':
          walk(child, parts);
          break;
        case 'boolean':
          if (inclusion && parts.length === 1 && name === '_id' && !child.value) break;
          executor.addProjection(parts);
          break;
        case 'expression':
          executor.addExpression(parts, evaluate(child.expression));
          break;
        case 'elemMatch': {
          const { field, query } = child;
          executor.addExpression(parts, (root) => {
            const array = fieldOf(root, field);
            if (!Array.isArray(array)) return MISSING;
            const index = array.findIndex((element) => query.test({ [field]: [element] }));
            return index === -1 ? MISSING : pickElements(array, [index]);
          });
          break;
        }
        case 'positional': {
          executor.addProjection(parts);
          const filter = projection.filter!;
          const queries = queryCache(projection.options);
          replacements.push((pre, post) => applyPositional(pre, post, parts, filter, queries));
          break;
        }
        case 'slice': {
          if (inclusion) executor.addProjection(parts);
          const { skip, limit } = child;
          replacements.push((_pre, post) => applySlice(post, parts, 0, skip, limit));
          break;
        }
      }
    }
  };
  walk(ast, []);

  return (document) => {
    compute.update({ root: document });
    let output = executor.applyToDocument(document);
    for (const replace of replacements) output = replace(document, output);
    return output;
  };
}
