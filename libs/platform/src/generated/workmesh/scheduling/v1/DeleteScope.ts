// Original file: proto/scheduling.proto

/**
 * Which entries of a schedule a delete removes: this one, or this one and those after it
 * (a string on the wire, as teams.proto says of its enums).
 */
export const DeleteScope = {
  this: 'this',
  future: 'future',
} as const;

/**
 * Which entries of a schedule a delete removes: this one, or this one and those after it
 * (a string on the wire, as teams.proto says of its enums).
 */
export type DeleteScope = 'this' | 0 | 'future' | 1;

/**
 * Which entries of a schedule a delete removes: this one, or this one and those after it
 * (a string on the wire, as teams.proto says of its enums).
 */
export type DeleteScope__Output = (typeof DeleteScope)[keyof typeof DeleteScope];
