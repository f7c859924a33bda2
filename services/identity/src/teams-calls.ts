// How identity reads a failed call to the teams service: "did not answer" (down, or past
// the deadline) is UNAVAILABLE TEAMS_UNAVAILABLE for our own caller, whatever the use
// case; every other failure is the use case's to interpret (platform: remote-availability).
import {
  didNotAnswer,
  serviceUnavailable,
  unavailableReason,
  type DomainError,
} from '@workmesh/platform';

export const TEAMS_UNAVAILABLE = unavailableReason('teams');

export const teamsDidNotAnswer = didNotAnswer;

export const teamsUnavailable = (): DomainError => serviceUnavailable('teams');
