// MongoDB's duplicate-key error (11000) as a typed error naming the unique index it
// hit, so a use case can turn a lost race into its rule's answer (EMAIL_TAKEN,
// ALREADY_MEMBER…).

/** A write hit a unique index; `index` names which one. */
export class UniqueIndexViolation extends Error {
  constructor(readonly index: string) {
    super(`duplicate key in unique index ${index}`);
    this.name = 'UniqueIndexViolation';
  }
}

export function asUniqueIndexViolation(error: unknown): UniqueIndexViolation | undefined {
  if (error instanceof UniqueIndexViolation) return error;
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 11000) return undefined;
  const index = /index: (\S+)/.exec(error.message)?.[1];
  return new UniqueIndexViolation(index ?? 'unknown');
}
