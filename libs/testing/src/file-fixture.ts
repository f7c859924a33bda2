// What a test file's tests share, named once at its top: `const h = fixtureForFile(…)`.

/**
 * An object that beforeAll fills with what start() answers (its getters too) and
 * afterAll stops. start() must answer a plain object: its own properties are copied.
 */
export function fixtureForFile<T extends object>(
  start: () => Promise<T>,
  stop: (fixture: T) => Promise<void>,
): T {
  const fixture = {} as T;
  let started = false;
  beforeAll(async () => {
    Object.defineProperties(fixture, Object.getOwnPropertyDescriptors(await start()));
    started = true;
  });
  afterAll(async () => {
    if (started) await stop(fixture);
  });
  return fixture;
}
