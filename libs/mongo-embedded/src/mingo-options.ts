// One set of mingo options for every query, projection, update and pipeline:
// server-side JavaScript ($where, $function, $accumulator) is refused, as on a
// hardened MongoDB, and mingo throws on any operator it does not implement.
import type { Options } from 'mingo/types';

export const QUERY_OPTIONS: Partial<Options> = {
  scriptEnabled: false,
  useStrictMode: true,
  failOnError: true,
};
