// One set of mingo options for every query, projection, update and pipeline:
// server-side JavaScript ($where, $function, $accumulator) is refused, as on a
// hardened MongoDB, and mingo throws on any operator it does not implement.
//
// ENGINE_OPTIONS add the operator context query-engine.ts runs with (mingo's operators, with
// MongoDB's own answers where mingo's differ: query-operators.ts, projection.ts for $project,
// sort-order.ts for $sort, dbref-view.ts for $match on DBRef fields). They take effect only
// with mingo's base classes (`mingo/query`, `mingo/aggregator`): the `mingo` entry point
// merges its own operators over any context it is given.
import type { Document } from 'bson';
import { Context, OpType } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { mentionsDbRefField, withPlainDbRefs } from './dbref-view';
import { MongoCommandError } from './errors';
import { compileProjection, type Projector, type ProjectionOptions } from './projection';
import { EXPRESSION_OPERATORS, QUERY_OPERATORS } from './query-operators';
import { LocationError, locationError } from './query-errors';
import { checkSortStage, sortDocuments } from './sort-order';

export const QUERY_OPTIONS: Partial<Options> = {
  scriptEnabled: false,
  useStrictMode: true,
  failOnError: true,
};

type Operators = Record<string, unknown>;

/** A module's operators (its `$`-named exports). */
const operatorsOf = (module: Operators): Operators =>
  Object.fromEntries(Object.entries(module).filter(([name]) => name.startsWith('$')));

/** mingo's ComputeOptions (not exported by mingo): the class of the options operators receive. */
interface ComputeOptionsLike extends Options {
  update(locals: { root: unknown }): ComputeOptionsLike;
}
let computeOptionsClass: { init(options: Partial<Options>): ComputeOptionsLike } | undefined;
new Query(
  { probe: { $captureOptions: true } },
  {
    context: Context.init({
      [OpType.QUERY]: {
        $captureOptions: (_selector: string, _value: unknown, options: Options) => {
          computeOptionsClass = options.constructor as unknown as typeof computeOptionsClass;
          return () => true;
        },
      },
    } as never),
  },
);

/** Fresh compute options (their own locals) from any options, as mingo's operators make them. */
export function computeOptions(options: Partial<Options>): ComputeOptionsLike {
  return computeOptionsClass!.init(options);
}

/** Compiles a projection with these options' context; MongoDB's errors for a bad one. */
export function projector(spec: Document, projection: ProjectionOptions): Projector {
  return compileProjection(spec, projection, computeOptions);
}

/** `$project`: MongoDB's projection (field order, errors), mingo evaluating the expressions. */
function $project(collection: Iterator, spec: unknown, options: Options): Iterator {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec))
    throw locationError(15969, '$project specification must be an object');
  if (Object.keys(spec).length === 0) {
    throw locationError(
      51272,
      'Invalid $project :: caused by :: projection specification must have at least one field',
    );
  }
  let project: Projector;
  try {
    project = projector(spec as Document, { mode: 'aggregate', options });
  } catch (error) {
    if (error instanceof MongoCommandError) {
      throw new LocationError(error.code, `Invalid $project :: caused by :: ${error.message}`);
    }
    throw error;
  }
  return collection.map((document: Document) => project(document));
}

/** `$sort`: MongoDB's order (sort-order.ts). */
function $sort(collection: Iterator, spec: unknown): Iterator {
  const sort = checkSortStage(spec);
  return collection.transform((documents: Document[]) => Lazy(sortDocuments(documents, sort)));
}

/** `$match`, testing DBRef fields against plain `{$ref, $id}` documents (dbref-view.ts). */
function $match(collection: Iterator, spec: Document, options: Options): Iterator {
  if (!mentionsDbRefField(spec)) {
    const query = new Query(spec, options);
    return collection.filter((document: Document) => query.test(document));
  }
  const query = new Query(withPlainDbRefs(spec), options);
  return collection.filter((document: Document) => query.test(withPlainDbRefs(document)));
}

const ENGINE_CONTEXT = Context.init({
  [OpType.ACCUMULATOR]: operatorsOf(accumulatorOperators as Operators),
  [OpType.EXPRESSION]: {
    ...operatorsOf(expressionOperators as Operators),
    ...EXPRESSION_OPERATORS,
  },
  [OpType.PIPELINE]: { ...operatorsOf(pipelineOperators as Operators), $project, $sort, $match },
  [OpType.PROJECTION]: operatorsOf(projectionOperators as Operators),
  [OpType.QUERY]: { ...operatorsOf(queryOperators as Operators), ...QUERY_OPERATORS },
  [OpType.WINDOW]: operatorsOf(windowOperators as Operators),
} as never);

/** QUERY_OPTIONS with the engine's operator context (use with `mingo/query`, `mingo/aggregator`). */
export const ENGINE_OPTIONS: Partial<Options> = { ...QUERY_OPTIONS, context: ENGINE_CONTEXT };
