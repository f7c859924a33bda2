// Registration requests, each with an email no other test of the run uses.
let counter = 0;
/** An email no other test of the run uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: uniqueEmail(),
  password: 'correct horse battery',
  c_password: 'correct horse battery',
  ...overrides,
});
