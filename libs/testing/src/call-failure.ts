// What a gRPC call a test expects to be refused failed with.
import { RemoteCallError } from '@workmesh/platform';

/** The error a call failed with (the test fails if it succeeded, or failed otherwise). */
export async function failureOf(call: Promise<unknown>): Promise<RemoteCallError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected the call to fail, it answered ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof RemoteCallError)) throw outcome.error;
  return outcome.error;
}
