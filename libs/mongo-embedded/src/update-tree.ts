// An operator update as MongoDB runs it: a tree of the update's paths (built by
// update-operator-checks.ts) walked over the document field by field, in
// MongoDB's order (numeric names numerically, others as strings). A path that
// runs into a scalar or into an array by a name fails with PathNotViable (28),
// '$' stands for the array element the query matched, '$[]' for every element
// and '$[id]' for those its array filter matches; updates that meet on one
// element are merged, and clash with ConflictingUpdateOperators (40).
import type { Document } from 'bson';
import type { Query } from 'mingo';
import { badValue, ErrorCodes, MongoCommandError } from './errors';
import { compileFilter } from './query-engine';
import type { LeafContext, LeafNode, RenameNode, RenameSourceNode } from './update-operators';
import {
  arrayIndex,
  compareFieldNames,
  hasOwn,
  isDocument,
  renderElement,
  setField,
  type Container,
} from './update-values';

export interface ObjectNode {
  kind: 'object';
  children: Map<string, UpdateNode>;
  /** The node under '$'. */
  positional?: UpdateNode;
}

export interface ArrayNode {
  kind: 'array';
  /** Keyed by array filter identifier; '' is '$[]'. */
  children: Map<string, UpdateNode>;
}

export type UpdateNode = ObjectNode | ArrayNode | LeafNode | RenameNode | RenameSourceNode;

export interface TreeContext extends LeafContext {
  inserting: boolean;
  /** The array index '$' stands for, when the update has a positional path. */
  matchedField?: string;
  /** The document being updated (the private copy), for $rename's source. */
  document: Document;
  arrayFilters: Map<string, Query>;
}

/** Where a node applies: `holder[key]` is the deepest existing element, `toCreate` what is missing below it. */
interface Target {
  holder: Container;
  key: string | number;
  taken: string[];
  toCreate: string[];
}

const MAX_PADDING = 1_500_000;

const elementOf = (target: Target): unknown => (target.holder as Document)[target.key];
const nameOf = (target: Target): string => String(target.key);

function conflict(path: string[]): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.ConflictingUpdateOperators,
    `Update created a conflict at '${path.join('.')}'`,
  );
}

function pathNotViable(message: string): MongoCommandError {
  return new MongoCommandError(ErrorCodes.PathNotViable, message);
}

function dollarPrefixed(name: string): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.DollarPrefixedFieldName,
    `The dollar ($) prefixed field '${name}' in '${name}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
  );
}

/** One node for two updates that reach the same place (createUpdateNodeByMerging). */
function merge(left: UpdateNode, right: UpdateNode, path: string[]): UpdateNode {
  if (left.kind === 'object' && right.kind === 'object') {
    const children = new Map(left.children);
    for (const [field, child] of right.children) {
      const mine = children.get(field);
      children.set(field, mine ? merge(mine, child, [...path, field]) : child);
    }
    const positional =
      left.positional && right.positional
        ? merge(left.positional, right.positional, [...path, '$'])
        : (left.positional ?? right.positional);
    return { kind: 'object', children, positional };
  }
  if (left.kind === 'array' && right.kind === 'array') {
    const children = new Map(left.children);
    for (const [identifier, child] of right.children) {
      const mine = children.get(identifier);
      children.set(identifier, mine ? merge(mine, child, [...path, `$[${identifier}]`]) : child);
    }
    return { kind: 'array', children };
  }
  throw conflict(path);
}

const sortedChildren = (children: Map<string, UpdateNode>) =>
  [...children.entries()].sort(([a], [b]) => compareFieldNames(a, b));

/** After a sibling created the missing path, the next sibling finds it (applyChild's advance). */
function refresh(target: Target): Target {
  if (target.toCreate.length === 0) return target;
  let holder = target.holder;
  let key = target.key;
  for (const part of target.toCreate) {
    const element = (holder as Document)[key];
    if (isDocument(element) && hasOwn(element, part)) {
      holder = element;
      key = part;
      continue;
    }
    const index = Array.isArray(element) ? arrayIndex(part) : undefined;
    if (Array.isArray(element) && index !== undefined && index < element.length) {
      holder = element;
      key = index;
      continue;
    }
    return target;
  }
  return { holder, key, taken: [...target.taken, ...target.toCreate], toCreate: [] };
}

function applyChild(child: UpdateNode, field: string, target: Target, context: TreeContext) {
  let next: Target;
  const element = target.toCreate.length ? undefined : elementOf(target);
  const index = Array.isArray(element) ? arrayIndex(field) : undefined;
  if (target.toCreate.length) next = { ...target, toCreate: [...target.toCreate, field] };
  else if (isDocument(element) && hasOwn(element, field))
    next = { holder: element, key: field, taken: [...target.taken, field], toCreate: [] };
  else if (Array.isArray(element) && index !== undefined && index < element.length)
    next = { holder: element, key: index, taken: [...target.taken, field], toCreate: [] };
  else next = { ...target, toCreate: [field] };
  applyNode(child, next, context);
}

function applyObject(node: ObjectNode, target: Target, context: TreeContext): void {
  let state = target;
  let positional = node.positional;
  const matched = context.matchedField;
  if (positional && matched === undefined)
    throw badValue('The positional operator did not find the match needed from the query.');
  const apply = (child: UpdateNode, field: string) => {
    state = refresh(state);
    applyChild(child, field, state, context);
  };
  for (const [field, child] of sortedChildren(node.children)) {
    if (positional && field === matched) {
      apply(merge(positional, child, [...state.taken, ...state.toCreate, field]), field);
      positional = undefined;
      continue;
    }
    if (positional && matched! < field) {
      apply(positional, matched!);
      positional = undefined;
    }
    apply(child, field);
  }
  if (positional) apply(positional, matched!);
}

function applyArray(node: ArrayNode, target: Target, context: TreeContext): void {
  if (target.toCreate.length) {
    throw badValue(
      `The path '${[...target.taken, ...target.toCreate].join('.')}' must exist in the document in order to apply array updates.`,
    );
  }
  const array = elementOf(target);
  if (!Array.isArray(array))
    throw badValue(
      `Cannot apply array updates to non-array element ${renderElement(nameOf(target), array)}`,
    );
  const children = sortedChildren(node.children);
  // Every element is matched against the filters before any of them is changed.
  const updates = array.map((element) =>
    children
      .filter(
        ([identifier]) =>
          identifier === '' ||
          context.arrayFilters.get(identifier)!.test({ [identifier]: element }),
      )
      .map(([, child]) => child),
  );
  updates.forEach((nodes, index) => {
    if (nodes.length === 0) return;
    const path = [...target.taken, String(index)];
    const merged = nodes.reduce((left, right) => merge(left, right, path));
    applyNode(merged, { holder: array, key: index, taken: path, toCreate: [] }, context);
  });
}

/** Creates the missing path below the deepest existing element and puts `value` at its end. */
function createPath(
  target: Target,
  value: unknown,
  leafNode: { validatesStorage: boolean },
  context: TreeContext,
) {
  const element = elementOf(target);
  const [first, ...rest] = target.toCreate;
  const index = Array.isArray(element) ? arrayIndex(first) : undefined;
  if (!isDocument(element) && index === undefined) {
    throw pathNotViable(
      `Cannot create field '${first}' in element {${renderElement(nameOf(target), element)}}`,
    );
  }
  if (
    !context.inserting &&
    leafNode.validatesStorage &&
    target.taken.length === 0 &&
    first.startsWith('$')
  )
    throw dollarPrefixed(first);
  let created = value;
  for (let i = rest.length - 1; i >= 0; i--) {
    const wrapper: Document = {};
    setField(wrapper, rest[i], created);
    created = wrapper;
  }
  if (index === undefined) {
    setField(element as Document, first, created);
    return;
  }
  const array = element as unknown[];
  if (index - array.length > MAX_PADDING)
    throw new MongoCommandError(
      ErrorCodes.CannotBackfillArray,
      `can't backfill more than ${MAX_PADDING} elements`,
    );
  while (array.length < index) array.push(null);
  array[index] = created;
}

/** Creating a field inside `_id` changes it (checked once the field is there, as MongoDB prints it). */
function checkCreatedOutsideId(target: Target, context: TreeContext): void {
  if (context.inserting || target.taken[0] !== '_id') return;
  throw new MongoCommandError(
    ErrorCodes.ImmutableField,
    `Updating the path '${target.taken.join('.')}' to ${renderElement(nameOf(target), elementOf(target))} would modify the immutable field '_id'`,
  );
}

function checkViability(target: Target): void {
  const element = elementOf(target);
  if (isDocument(element)) return;
  if (Array.isArray(element) && arrayIndex(target.toCreate[0]) !== undefined) return;
  throw pathNotViable(
    `Cannot use the part (${target.toCreate[0]}) of (${[...target.taken, ...target.toCreate].join('.')}) to traverse the element ({${renderElement(nameOf(target), element)}})`,
  );
}

function applyLeaf(node: LeafNode, target: Target, context: TreeContext): void {
  if (node.insertOnly && !context.inserting) return;
  if (target.toCreate.length) {
    if (node.allowCreation) {
      createPath(target, node.newValue(context), node, context);
      checkCreatedOutsideId(target, context);
    } else if (!node.allowNonViablePath) checkViability(target);
    return;
  }
  const path = target.taken.join('.');
  if (!node.updateExisting(target.holder, target.key, context, path)) return;
  if (context.inserting) return;
  if (target.taken[0] === '_id') {
    throw new MongoCommandError(
      ErrorCodes.ImmutableField,
      node.setsValue && target.taken.length === 1
        ? `Updating the path '_id' to ${renderElement('_id', elementOf(target))} would modify the immutable field '_id'`
        : `Performing an update on the path '${path}' would modify the immutable field '_id'`,
    );
  }
  if (node.validatesStorage && target.taken.length === 1 && target.taken[0].startsWith('$'))
    throw dollarPrefixed(target.taken[0]);
}

function applyRename(node: RenameNode, target: Target, context: TreeContext): void {
  const document = context.document;
  const parts = node.from.split('.');
  let holder: Container = document;
  let key: string | number = '';
  let current: unknown = document;
  const ancestors: { name: string; value: unknown }[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i > 0) ancestors.push({ name: parts[i - 1], value: current });
    if (isDocument(current)) {
      if (!hasOwn(current, part)) return; // no source: a no-op
      holder = current;
      key = part;
      current = current[part];
    } else if (Array.isArray(current) && arrayIndex(part) !== undefined) {
      const index = arrayIndex(part)!;
      if (index >= current.length) return;
      holder = current;
      key = index;
      current = current[index];
    } else {
      throw pathNotViable(
        `cannot use the part (${part} of ${node.from}) to traverse the element ({${renderElement(parts[i - 1], current)}})`,
      );
    }
  }
  const arrayAncestor = ancestors.find((ancestor) => Array.isArray(ancestor.value));
  if (arrayAncestor) {
    throw badValue(
      `The source field cannot be an array element, '${node.from}' in doc with ${context.idElement} has an array field called '${arrayAncestor.name}'`,
    );
  }
  // The destination may overwrite an array, but not go through one.
  const destinationParts = target.toCreate.length ? target.taken : target.taken.slice(0, -1);
  let node2: unknown = document;
  for (const part of destinationParts) {
    node2 = isDocument(node2)
      ? node2[part]
      : Array.isArray(node2)
        ? node2[Number(part)]
        : undefined;
    if (Array.isArray(node2)) {
      throw badValue(
        `The destination field cannot be an array element, '${node.to}' in doc with ${context.idElement} has an array field called '${part}'`,
      );
    }
  }
  const value = current;
  const setElement: LeafNode = {
    kind: 'leaf',
    operator: '$rename',
    insertOnly: false,
    allowCreation: true,
    allowNonViablePath: false,
    setsValue: true,
    validatesStorage: true,
    newValue: () => value,
    updateExisting: (container, field) => {
      (container as Document)[field] = value;
      return true;
    },
  };
  applyLeaf(setElement, target, context);
  if (!context.inserting && parts[0] === '_id') {
    throw new MongoCommandError(
      ErrorCodes.ImmutableField,
      `Performing an update on the path '${node.from}' would modify the immutable field '_id'`,
    );
  }
  delete (holder as Document)[key];
}

function applyNode(node: UpdateNode, target: Target, context: TreeContext): void {
  switch (node.kind) {
    case 'object':
      return applyObject(node, target, context);
    case 'array':
      return applyArray(node, target, context);
    case 'leaf':
      return applyLeaf(node, target, context);
    case 'rename':
      return applyRename(node, target, context);
    case 'renameSource':
      return;
  }
}

/** Applies the update tree to `document` in place (the caller passes a private copy). */
export function applyTree(root: ObjectNode, document: Document, context: TreeContext): void {
  const holder: Document = Object.create(null);
  holder.root = document;
  applyObject(root, { holder, key: 'root', taken: [], toCreate: [] }, context);
}

// ---- the positional '$' ----

const NEGATIONS = new Set(['$ne', '$nin', '$not', '$nor']);

/** The filter's conditions on `prefix` or below it, from its top level and its $and clauses. */
function conditionsOn(filter: Document, prefix: string, found: Document[] = []): Document[] {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isDocument(clause)) conditionsOn(clause, prefix, found);
    } else if (field === prefix || field.startsWith(`${prefix}.`)) {
      found.push({ [field]: condition });
    }
  }
  return found;
}

/** `{field: {$ne: …}}`, `{field: {$nin: …}}`, `{field: {$not: …}}`: MongoDB records no position for them. */
function negates(condition: Document): boolean {
  const [value] = Object.values(condition);
  return isDocument(value) && Object.keys(value).some((key) => NEGATIONS.has(key));
}

/** The value at a dotted path, array elements reached only by index. */
function valueAt(document: Document, path: string[]): unknown {
  let node: unknown = document;
  for (const part of path) {
    if (isDocument(node)) node = hasOwn(node, part) ? node[part] : undefined;
    else if (Array.isArray(node) && arrayIndex(part) !== undefined) node = node[arrayIndex(part)!];
    else return undefined;
  }
  return node;
}

function nest(path: string[], value: unknown): Document {
  let nested: unknown = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const wrapper: Document = {};
    setField(wrapper, path[i], nested);
    nested = wrapper;
  }
  return nested as Document;
}

const notFound = () =>
  badValue('The positional operator did not find the match needed from the query.');

/**
 * The index '$' stands for: the first element of the array at each positional path's prefix
 * that satisfies the filter's conditions on that array, element by element (a condition no
 * single element satisfies, such as $size, tested the whole array and names no element).
 * MongoDB takes it from the query's own match; where that is ambiguous here (conditions that
 * name different elements, negations, '$' below '$[]'), the update is refused rather than
 * guessed.
 */
export function resolvePositional(
  prefixes: string[],
  filter: Document,
  document: Document,
): string {
  let matched: number | undefined;
  for (const prefix of new Set(prefixes)) {
    const path = prefix.split('.');
    if (path.some((part) => part.startsWith('$')))
      throw badValue(`mongo-embedded does not support the positional operator under '${prefix}'`);
    const conditions = conditionsOn(filter, prefix);
    const array = valueAt(document, path);
    if (conditions.length === 0 || !Array.isArray(array)) throw notFound();
    if (conditions.some(negates)) {
      throw badValue(
        `mongo-embedded does not support the positional operator with a negated condition on '${prefix}'`,
      );
    }
    const ambiguous = () =>
      badValue(
        `mongo-embedded cannot tell which array element the positional operator refers to: the query's conditions match different elements of '${prefix}'`,
      );
    let found: number | undefined;
    for (const condition of conditions) {
      const query = compileFilter(condition);
      const index = array.findIndex((element) => query.test(nest(path, [element])));
      if (index < 0) continue;
      if (found !== undefined && found !== index) throw ambiguous();
      found = index;
    }
    if (found === undefined) throw notFound();
    if (matched !== undefined && matched !== found) throw ambiguous();
    matched = found;
  }
  return String(matched);
}
