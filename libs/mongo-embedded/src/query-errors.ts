// Errors MongoDB raises from a numbered assertion (`uassert(31254, …)`): the code is the
// assertion's number and the code name is `Location<number>`, as MongoDB sends them.
import { MongoCommandError } from './errors';

export class LocationError extends MongoCommandError {
  override get codeName(): string {
    return `Location${this.code}`;
  }
}

export const locationError = (code: number, message: string) => new LocationError(code, message);
