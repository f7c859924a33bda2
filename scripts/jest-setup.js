// Runs before every test file: component tests start real servers in beforeAll.
jest.setTimeout(60_000);
