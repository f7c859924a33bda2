// A block of consecutive integer ids in one round trip. Platform's nextSequence takes
// one id per call; a schedule needs up to 250,000 at once. The counter is the same
// document nextSequence increments (collection `counters`, _id = entity), so both
// draw from one sequence.
import type { Connection } from '@workmesh/platform';

/** Ids first, first + 1, …, first + count - 1. */
export interface IdBlock {
  first: number;
  count: number;
}

export function idBlocks<SequencedEntity extends string>(connection: Connection) {
  return {
    /**
     * Reserves `count` consecutive ids (outside transactions: ids stay unique, an
     * aborted write only leaves a gap).
     */
    async reserveIds(entity: SequencedEntity, count: number): Promise<IdBlock> {
      if (!Number.isSafeInteger(count) || count < 1)
        throw new RangeError(`cannot reserve ${count} ids`);
      const counter = await connection
        .collection<{ _id: string; value: number }>('counters')
        .findOneAndUpdate(
          { _id: entity },
          { $inc: { value: count } },
          { upsert: true, returnDocument: 'after' },
        );
      if (!counter) throw new Error(`the ${entity} counter was not returned`);
      return { first: counter.value - count + 1, count };
    },
  };
}
