// Original file: proto/tracking.proto

/**
 * How a tag filter matches: an entry carrying any of the tags, or all of them.
 */
export const TagMatch = {
  any: 'any',
  all: 'all',
} as const;

/**
 * How a tag filter matches: an entry carrying any of the tags, or all of them.
 */
export type TagMatch = 'any' | 0 | 'all' | 1;

/**
 * How a tag filter matches: an entry carrying any of the tags, or all of them.
 */
export type TagMatch__Output = (typeof TagMatch)[keyof typeof TagMatch];
