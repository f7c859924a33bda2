// The client routes: the spec's client create (both paths, JSON or multipart with the
// logo, its exact error rows) and its list, get, update, delete, invoice settings
// and budget settings, through a real gRPC stub of the clients service. The flat HTTP body
// arrives in `fields`, form strings as numbers and booleans, the file byte for byte.
import {
  alreadyExists,
  DomainError,
  invalidArgument,
  notFound,
  permissionDenied,
} from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import {
  BUDGET,
  CLIENT,
  CLIENT_BODY,
  INVOICE_SETTINGS,
  INVOICE_SETTINGS_BODY,
  PAGE_INFO,
} from './client-fixtures';

/** Small, so the over-limit file of a test is small too. */
const MAX_UPLOAD_BYTES = 2048;
const TOO_LARGE = { error: 413, message: 'The profile may not be greater than 2 kilobytes.' };
const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const CREATE_PATHS = ['/api/v1/client/create', '/api/v3/client/create'];

/** A PNG's signature and a few bytes that are not UTF-8, so any re-encoding would show. */
const LOGO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0x00, 0xff, 0xfe, 0x80, 0xc3, 0x28]),
]);

/** The Client request fields as a multipart form sends them: strings only. */
const FORM_FIELDS = {
  name: 'Acme Corp',
  email: 'billing@acme.example',
  company: 'Acme Corporation',
  billing_address1: '1 Main St',
  net_term: '15',
  tax_rate: '8.5',
  org_notes: '1',
  org_net_term: 'false',
  budget_type: 'hours_cost',
  budget_cost: '1200.50',
  budget_hours: '40',
  budget_notify_at: '75',
  currency: 'eur',
};

/** What the clients service receives for FORM_FIELDS: numbers and booleans, under `fields`. */
const CONVERTED_FIELDS = {
  name: 'Acme Corp',
  email: 'billing@acme.example',
  company: 'Acme Corporation',
  billing_address1: '1 Main St',
  net_term: 15,
  tax_rate: 8.5,
  org_notes: true,
  org_net_term: false,
  budget_type: 'hours_cost',
  budget_cost: 1200.5,
  budget_hours: 40,
  budget_notify_at: 75,
  currency: 'eur',
};

const authorized = (method: 'get' | 'post', path: string) =>
  request(gateway.app)[method](path).set('Authorization', bearer());

/** A multipart POST of `fields` (strings), with the files given as [field, bytes, name, type]. */
function postForm(
  path: string,
  fields: Record<string, string>,
  files: [string, Buffer, string, string][] = [],
) {
  let call = authorized('post', path);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const [field, bytes, filename, contentType] of files) {
    call = call.attach(field, bytes, { filename, contentType });
  }
  return call;
}

describe('POST client create', () => {
  it.each(CREATE_PATHS)('%s answers 201 with the Client record under `success`', async (path) => {
    gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await authorized('post', path).send({
      name: 'Acme Corp',
      email: 'billing@acme.example',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: CLIENT_BODY });
  });

  it('passes a flat JSON body to the service under `fields`, with the caller in metadata', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    await authorized('post', CREATE_PATHS[0]!).send({ ...CONVERTED_FIELDS, team_id: 3 });
    expect(calls[0]!.message.fields).toEqual(CONVERTED_FIELDS);
    expect(calls[0]!.message.profile).toBeUndefined();
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it.each(CREATE_PATHS)(
    '%s takes a multipart form: strings become numbers and booleans, the file arrives intact',
    async (path) => {
      const calls = gateway.clientsService.answer('CreateClient', CLIENT);
      const response = await postForm(path, FORM_FIELDS, [
        ['profile', LOGO, 'logo-café.png', 'image/png'],
      ]);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ success: CLIENT_BODY });
      const { fields, profile } = calls[0]!.message;
      expect(fields).toEqual(CONVERTED_FIELDS);
      expect(Buffer.compare(profile!.data, LOGO)).toBe(0);
      expect(profile).toMatchObject({ filename: 'logo-café.png', content_type: 'image/png' });
    },
  );

  it('accepts a file of exactly MAX_UPLOAD_BYTES', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await postForm(CREATE_PATHS[1]!, FORM_FIELDS, [
      ['profile', Buffer.alloc(MAX_UPLOAD_BYTES, 1), 'logo.png', 'image/png'],
    ]);
    expect(response.status).toBe(201);
    expect(calls[0]!.message.profile!.data).toHaveLength(MAX_UPLOAD_BYTES);
  });

  it('answers 413 for a file one byte over MAX_UPLOAD_BYTES, without calling the service', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await postForm(CREATE_PATHS[0]!, FORM_FIELDS, [
      ['profile', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'logo.png', 'image/png'],
    ]);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(TOO_LARGE);
    expect(calls).toHaveLength(0);
  });

  it('answers 400 "Invalid request parameters" for a file under another field name, without calling the service', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await postForm(CREATE_PATHS[0]!, FORM_FIELDS, [
      ['logo', LOGO, 'logo.png', 'image/png'],
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it('answers 400 "Invalid request parameters" for a second profile file', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await postForm(CREATE_PATHS[0]!, FORM_FIELDS, [
      ['profile', LOGO, 'a.png', 'image/png'],
      ['profile', LOGO, 'b.png', 'image/png'],
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it('sends no profile for a form whose file input was left blank (a part without a file name)', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await authorized('post', CREATE_PATHS[0]!)
      .field('name', 'Acme Corp')
      .field('email', 'billing@acme.example')
      .attach('profile', Buffer.alloc(0), {
        filename: '',
        contentType: 'application/octet-stream',
      });
    expect(response.status).toBe(201);
    expect(calls[0]!.message.profile).toBeUndefined();
    expect(calls[0]!.message.fields).toEqual({ name: 'Acme Corp', email: 'billing@acme.example' });
  });

  it('answers 400 with the field message for a form number that is not one', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await postForm(CREATE_PATHS[0]!, { ...FORM_FIELDS, net_term: '30 days' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The net_term must be an integer.' });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 with the field message for a form boolean other than true/false/1/0', async () => {
    const response = await postForm(CREATE_PATHS[0]!, { ...FORM_FIELDS, org_notes: 'yes' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'The org_notes field must be true or false.',
    });
  });

  it('answers 400 with the field message for a JSON value of the wrong type', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const response = await authorized('post', CREATE_PATHS[1]!).send({
      name: 'Acme Corp',
      email: 'billing@acme.example',
      tax_rate: 'eight',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The tax_rate must be a number.' });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 "Invalid request parameters" for bracketed (nested) form field names', async () => {
    const response = await postForm(CREATE_PATHS[0]!, { ...FORM_FIELDS, 'name[first]': 'Acme' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });

  it('answers 413 "Request body too large" for a form of more fields than a client has', async () => {
    const calls = gateway.clientsService.answer('CreateClient', CLIENT);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`extra${i}`, 'x']));
    const response = await postForm(CREATE_PATHS[0]!, { ...FORM_FIELDS, ...many });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 413, message: 'Request body too large' });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 "Invalid request parameters" for a malformed multipart body', async () => {
    const response = await authorized('post', CREATE_PATHS[0]!)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });

  it.each(CREATE_PATHS)(
    '%s answers 401 to a multipart upload without a token, without calling the service',
    async (path) => {
      const calls = gateway.clientsService.answer('CreateClient', CLIENT);
      const response = await request(gateway.app)
        .post(path)
        .field('name', 'Acme Corp')
        .attach('profile', LOGO, { filename: 'logo.png', contentType: 'image/png' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 401,
        message: 'Invalid or missing authentication token',
      });
      expect(calls).toHaveLength(0);
    },
  );

  describe("the spec's error rows", () => {
    it.each([
      [
        'email missing',
        invalidArgument('EMAIL_REQUIRED', 'The email field is required.'),
        400,
        { error: 400, message: 'The email field is required.' },
      ],
      [
        'email not valid',
        invalidArgument('EMAIL_INVALID', 'The email must be a valid email address.'),
        400,
        { error: 400, message: 'The email must be a valid email address.' },
      ],
      [
        'email already used (400, as the spec says)',
        alreadyExists('EMAIL_TAKEN', 'The email has already been taken.'),
        400,
        { error: 400, message: 'The email has already been taken.' },
      ],
      [
        'profile of a disallowed type (shape B, 403)',
        permissionDenied('FILE_TYPE_NOT_ALLOWED', "This file can't be upload on server"),
        403,
        { error: "This file can't be upload on server" },
      ],
      [
        'profile too large, by the service',
        new DomainError(
          'resource_exhausted',
          'FILE_TOO_LARGE',
          'The profile may not be greater than 2 kilobytes.',
        ),
        413,
        TOO_LARGE,
      ],
      [
        'name missing',
        invalidArgument('NAME_REQUIRED', 'The name field is required.'),
        400,
        { error: 400, message: 'The name field is required.' },
      ],
      [
        'another bad field',
        invalidArgument(
          'INVALID_PARAMETERS',
          'The budget_type must be one of: total_cost, hours_cost.',
        ),
        400,
        { error: 400, message: 'The budget_type must be one of: total_cost, hours_cost.' },
      ],
    ])('%s', async (_condition, error, status, body) => {
      gateway.clientsService.refuse('CreateClient', error);
      const response = await postForm(CREATE_PATHS[1]!, FORM_FIELDS, [
        ['profile', LOGO, 'logo.png', 'image/png'],
      ]);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
    });
  });
});

describe('GET /api/v3/client/list', () => {
  it('passes page, per_page and search, and answers the page of Client records', async () => {
    const calls = gateway.clientsService.answer('ListClients', {
      clients: [CLIENT],
      page_info: PAGE_INFO,
    });
    const response = await authorized('get', '/api/v3/client/list').query({
      page: '2',
      per_page: '10',
      search: 'acme',
    });
    expect(calls[0]!.message).toEqual({ page: 2, per_page: 10, search: 'acme' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [CLIENT_BODY], page: 2, per_page: 10, total: 11 });
  });
});

describe('GET /api/v3/client/:id', () => {
  it('passes the path id as client_id and answers the Client record', async () => {
    const calls = gateway.clientsService.answer('GetClient', CLIENT);
    const response = await authorized('get', '/api/v3/client/4');
    expect(calls[0]!.message).toEqual({ client_id: 4 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(CLIENT_BODY);
  });

  it('answers 400 "Invalid request parameters" for a non-integer id, without calling the service', async () => {
    const calls = gateway.clientsService.answer('GetClient', CLIENT);
    const response = await authorized('get', '/api/v3/client/acme');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it("answers 404 with the service's message for a client of another team", async () => {
    gateway.clientsService.refuse('GetClient', notFound('CLIENT_NOT_FOUND', 'Client not found'));
    const response = await authorized('get', '/api/v3/client/77');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Client not found' });
  });
});

describe('POST /api/v3/client/:id/update', () => {
  it('passes the path id as client_id and the flat body under `fields`; answers like create', async () => {
    const calls = gateway.clientsService.answer('UpdateClient', CLIENT);
    const response = await authorized('post', '/api/v3/client/4/update').send({
      phone: '+44 113 000',
      org_net_term: true,
      client_id: 5,
      currency: 'JPY',
    });
    expect(calls[0]!.message).toEqual({
      client_id: 4,
      fields: { phone: '+44 113 000', org_net_term: true, currency: 'JPY' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: CLIENT_BODY });
  });

  it('takes a multipart form with a new logo', async () => {
    const calls = gateway.clientsService.answer('UpdateClient', CLIENT);
    const response = await postForm(
      '/api/v3/client/4/update',
      { net_term: '45', currency: 'KWD' },
      [['profile', LOGO, 'new.jpg', 'image/jpeg']],
    );
    expect(response.status).toBe(200);
    const { client_id, fields, profile } = calls[0]!.message;
    expect({ client_id, fields }).toEqual({
      client_id: 4,
      fields: { net_term: 45, currency: 'KWD' },
    });
    expect(Buffer.compare(profile!.data, LOGO)).toBe(0);
    expect(profile).toMatchObject({ filename: 'new.jpg', content_type: 'image/jpeg' });
  });

  it('answers 413 for a logo over MAX_UPLOAD_BYTES, without calling the service', async () => {
    const calls = gateway.clientsService.answer('UpdateClient', CLIENT);
    const response = await postForm('/api/v3/client/4/update', {}, [
      ['profile', Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'new.png', 'image/png'],
    ]);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(TOO_LARGE);
    expect(calls).toHaveLength(0);
  });

  it("answers create's 400 for an email taken by another client", async () => {
    gateway.clientsService.refuse(
      'UpdateClient',
      alreadyExists('EMAIL_TAKEN', 'The email has already been taken.'),
    );
    const response = await authorized('post', '/api/v3/client/4/update').send({
      email: 'taken@example.com',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The email has already been taken.' });
  });

  it('answers 400 "Invalid request parameters" for a non-integer id', async () => {
    const response = await authorized('post', '/api/v3/client/4x/update').send({ phone: '1' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});

describe('POST /api/v3/client/:id/delete', () => {
  it('passes the path id as client_id and answers only the success message', async () => {
    const calls = gateway.clientsService.answer('DeleteClient', { success: 'Client deleted' });
    const response = await authorized('post', '/api/v3/client/4/delete');
    expect(calls[0]!.message).toEqual({ client_id: 4 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Client deleted' });
  });

  it("answers 403 with the service's message for a member who may not delete clients", async () => {
    gateway.clientsService.refuse(
      'DeleteClient',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may delete clients.'),
    );
    const response = await authorized('post', '/api/v3/client/4/delete');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'Only owners and managers may delete clients.',
    });
  });
});

describe('invoice settings', () => {
  it('GET answers the invoice settings of the client in the path', async () => {
    const calls = gateway.clientsService.answer('GetClientInvoiceSettings', INVOICE_SETTINGS);
    const response = await authorized('get', '/api/v3/client/4/invoice-settings');
    expect(calls[0]!.message).toEqual({ client_id: 4 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(INVOICE_SETTINGS_BODY);
  });

  it("POST update passes the spec's keys with their types and answers the settings", async () => {
    const calls = gateway.clientsService.answer('UpdateClientInvoiceSettings', {
      ...INVOICE_SETTINGS,
      notes: 'Thank you',
    });
    const response = await authorized('post', '/api/v3/client/4/invoice-settings/update').send({
      lineItem: 'task-date',
      fixedPrice: '250',
      delay_days: 3,
      org_notes: 'false',
      notes: 'Thank you',
    });
    expect(calls[0]!.message).toEqual({
      client_id: 4,
      lineItem: 'task-date',
      fixedPrice: 250,
      delay_days: 3,
      org_notes: false,
      notes: 'Thank you',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...INVOICE_SETTINGS_BODY, notes: 'Thank you' });
  });

  it('POST update answers 400 with the field message for a wrong type', async () => {
    const response = await authorized('post', '/api/v3/client/4/invoice-settings/update').send({
      delay_days: 'soon',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The delay_days must be an integer.' });
  });
});

describe('budget settings', () => {
  const BUDGET_UPDATE = '/api/v3/client/4/budget/update';

  it("POST update passes the budget's keys with their types and answers the whole budget", async () => {
    const budget = {
      ...BUDGET,
      budgetType: 'hours_cost',
      rate: 'pay',
      hours: 120.5,
      reset: 'monthly',
      startDate: '2026-01-01',
      include_non_billable_time: false,
    };
    const calls = gateway.clientsService.answer('UpdateClientBudget', budget);
    const response = await authorized('post', BUDGET_UPDATE).send({
      budgetType: 'hours_cost',
      rate: 'pay',
      hours: '120.5',
      notifyAt: 90,
      reset: 'monthly',
      startDate: '2026-01-01',
      include_non_billable_time: 'false',
      client_id: 5,
    });
    expect(calls[0]!.message).toEqual({
      client_id: 4,
      budgetType: 'hours_cost',
      rate: 'pay',
      hours: 120.5,
      notifyAt: 90,
      reset: 'monthly',
      startDate: '2026-01-01',
      include_non_billable_time: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(budget);
  });

  it('POST update passes startDate "" (clear it) as given and answers a cleared startDate as null', async () => {
    const calls = gateway.clientsService.answer('UpdateClientBudget', BUDGET);
    const response = await authorized('post', BUDGET_UPDATE).send({ startDate: '' });
    expect(calls[0]!.message).toEqual({ client_id: 4, startDate: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...BUDGET, startDate: null });
  });

  it('POST update answers 400 with the field message for a notifyAt that is not a whole number, without calling the service', async () => {
    const calls = gateway.clientsService.answer('UpdateClientBudget', BUDGET);
    const response = await authorized('post', BUDGET_UPDATE).send({ notifyAt: 2.5 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The notifyAt must be an integer.' });
    expect(calls).toHaveLength(0);
  });

  it("POST update answers 400 with the service's message for a value it refuses", async () => {
    gateway.clientsService.refuse(
      'UpdateClientBudget',
      invalidArgument('INVALID_PARAMETERS', 'The reset must be one of: never, monthly.'),
    );
    const response = await authorized('post', BUDGET_UPDATE).send({ reset: 'weekly' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'The reset must be one of: never, monthly.',
    });
  });

  it("POST update answers 403 with the service's message for a member", async () => {
    gateway.clientsService.refuse(
      'UpdateClientBudget',
      permissionDenied('PERMISSION_DENIED', 'permission denied'),
    );
    const response = await authorized('post', BUDGET_UPDATE).send({ cost: 100 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'permission denied' });
  });

  it("POST update answers 404 with the service's message for a client of another team", async () => {
    gateway.clientsService.refuse(
      'UpdateClientBudget',
      notFound('CLIENT_NOT_FOUND', 'Client not found'),
    );
    const response = await authorized('post', '/api/v3/client/77/budget/update').send({ cost: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Client not found' });
  });

  it('POST update answers 400 "Invalid request parameters" for a non-integer id, without calling the service', async () => {
    const calls = gateway.clientsService.answer('UpdateClientBudget', BUDGET);
    const response = await authorized('post', '/api/v3/client/acme/budget/update').send({
      cost: 1,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });
});
