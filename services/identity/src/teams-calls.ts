// How identity reads a failed call to the teams service: "did not answer" (down, or
// past the deadline) is UNAVAILABLE TEAMS_UNAVAILABLE for our own caller, whatever
// the use case; every other failure is the use case's to interpret.
import { RemoteCallError, unavailable, type DomainError } from '@workmesh/platform';

export const TEAMS_UNAVAILABLE = 'TEAMS_UNAVAILABLE';

export function teamsDidNotAnswer(error: unknown): error is RemoteCallError {
  return (
    error instanceof RemoteCallError &&
    (error.kind === 'unavailable' || error.kind === 'deadline_exceeded')
  );
}

export const teamsUnavailable = (): DomainError =>
  unavailable(TEAMS_UNAVAILABLE, 'The teams service is unavailable; please try again.');
