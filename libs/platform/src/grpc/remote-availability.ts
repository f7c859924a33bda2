// How a service reads a failed call to another service: "did not answer" (down, or past
// the deadline) is UNAVAILABLE `<SERVICE>_UNAVAILABLE` for its own caller, whatever the
// use case; every other failure is the use case's to interpret.
import { asReason, type Reason } from '../error-reasons';
import { RemoteCallError, unavailable, type DomainError } from '../errors';

/** The remote service is down or did not answer within the deadline. */
export function didNotAnswer(error: unknown): error is RemoteCallError {
  return (
    error instanceof RemoteCallError &&
    (error.kind === 'unavailable' || error.kind === 'deadline_exceeded')
  );
}

/** `teams` → TEAMS_UNAVAILABLE: the reason our caller gets when that service did not answer. */
export const unavailableReason = (service: string): Reason =>
  asReason(`${service.toUpperCase()}_UNAVAILABLE`);

export const serviceUnavailable = (service: string): DomainError =>
  unavailable(
    unavailableReason(service),
    `The ${service} service is unavailable; please try again.`,
  );

/**
 * Runs a call to `service`; "did not answer" becomes our own UNAVAILABLE
 * (`<SERVICE>_UNAVAILABLE`), any other failure is passed on unchanged.
 */
export async function askingService<T>(service: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (didNotAnswer(error)) throw serviceUnavailable(service);
    throw error;
  }
}

/** The answer, or null when the callee answers NOT_FOUND (for "is there such a one?" calls). */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RemoteCallError && error.kind === 'not_found') return null;
    throw error;
  }
}
