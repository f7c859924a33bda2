// The identity routes of the spec: each success body and each error row, through a
// real gRPC stub of identity.
import { alreadyExists, invalidArgument, notFound, unauthenticated } from '@workmesh/platform';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { loadProtoRoot } from '../src/openapi/proto-json-schema';
import { ROUTES } from '../src/routes';
import { startGatewayUnderTest, USER, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const SESSION_BODY = {
  ...USER,
  two_factor_confirmed_at: null,
  email_verified_at: null,
  phone: null,
  token: 'session-token',
};

const registration = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  c_password: 'correct horse',
  team: { name: 'Analytical Engines', description: 'Looms' },
  timezone: 'Europe/London',
};

describe('POST /api/v3/user/register', () => {
  it('answers 201 with the User record flattened, token added and unset optional fields null', async () => {
    gateway.identity.behaviour.Register = async () => ({ user: USER, token: 'session-token' });
    const response = await request(gateway.app).post('/api/v3/user/register').send(registration);
    expect(response.status).toBe(201);
    expect(response.body).toEqual(SESSION_BODY);
  });

  it('passes the registration fields, nested team included, to identity', async () => {
    let received: unknown;
    gateway.identity.behaviour.Register = async (message) => {
      received = message;
      return { user: USER, token: 'session-token' };
    };
    await request(gateway.app).post('/api/v3/user/register').send(registration);
    expect(received).toMatchObject(registration);
  });

  it('answers 409 in shape C when the email is taken', async () => {
    gateway.identity.behaviour.Register = async () => {
      throw alreadyExists('EMAIL_TAKEN', 'email taken');
    };
    const response = await request(gateway.app).post('/api/v3/user/register').send(registration);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { email: ['The email has already been taken.'] } });
  });

  it("answers 400 in shape C with the service's field messages when fields are invalid", async () => {
    const fields = {
      name: ['The name field is required.'],
      c_password: ['The c password and password must match.'],
    };
    gateway.identity.behaviour.Register = async () => {
      throw invalidArgument('VALIDATION_FAILED', 'The name field is required.', fields);
    };
    const response = await request(gateway.app)
      .post('/api/v3/user/register')
      .send({ ...registration, name: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: fields });
  });

  it('answers 400 "Invalid request parameters" when identity refuses without field messages', async () => {
    gateway.identity.behaviour.Register = async () => {
      throw invalidArgument('VALIDATION_FAILED', 'something is wrong');
    };
    const response = await request(gateway.app).post('/api/v3/user/register').send(registration);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });
});

describe('POST /api/v3/user/login', () => {
  it('answers 200 with the same User record as registration', async () => {
    gateway.identity.behaviour.Login = async () => ({ user: USER, token: 'session-token' });
    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .send({ email: 'ada@example.com', password: 'pw' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SESSION_BODY);
  });

  it('presents optional User fields that are set as their values', async () => {
    const verified = {
      ...USER,
      email_verified_at: '2026-03-02T08:00:00.000Z',
      phone: '+44 20 7946 0000',
    };
    gateway.identity.behaviour.Login = async () => ({ user: verified, token: 'session-token' });
    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .send({ email: 'ada@example.com', password: 'pw' });
    expect(response.body).toMatchObject({
      email_verified_at: '2026-03-02T08:00:00.000Z',
      phone: '+44 20 7946 0000',
    });
  });

  it('answers 401 "These credentials do not match our records." for wrong credentials', async () => {
    gateway.identity.behaviour.Login = async () => {
      throw unauthenticated('INVALID_CREDENTIALS', 'wrong password');
    };
    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .send({ email: 'ada@example.com', password: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 401,
      message: 'These credentials do not match our records.',
    });
  });

  it('answers 400 "Invalid request parameters" when identity refuses the parameters', async () => {
    gateway.identity.behaviour.Login = async () => {
      throw invalidArgument('VALIDATION_FAILED', 'The email field is required.', {
        email: ['The email field is required.'],
      });
    };
    const response = await request(gateway.app).post('/api/v3/user/login').send({ password: 'pw' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it('accepts a form post as well as JSON', async () => {
    let received: unknown;
    gateway.identity.behaviour.Login = async (message) => {
      received = message;
      return { user: USER, token: 'session-token' };
    };
    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .type('form')
      .send('email=ada%40example.com&password=pw');
    expect(response.status).toBe(200);
    expect(received).toMatchObject({ email: 'ada@example.com', password: 'pw' });
  });
});

describe('POST /api/v3/user/resetpassword', () => {
  const post = (body: object) => request(gateway.app).post('/api/v3/user/resetpassword').send(body);
  const failWith = (error: Error) => {
    gateway.identity.behaviour.RequestPasswordReset = async () => {
      throw error;
    };
  };

  it('answers 200 with success and msg as identity gives them', async () => {
    gateway.identity.behaviour.RequestPasswordReset = async () => ({
      success: true,
      msg: 'We have emailed your password reset link!',
    });
    const response = await post({ email: 'ada@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'We have emailed your password reset link!',
    });
  });

  it('answers 400 "Invalid request parameters" in shape A for bad parameters', async () => {
    failWith(invalidArgument('VALIDATION_FAILED', 'The email field is required.'));
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it('answers 400 "Invalid Email!" in shape B for an invalid email', async () => {
    failWith(invalidArgument('EMAIL_INVALID', 'not an email'));
    const response = await post({ email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Invalid Email!' });
  });

  it('answers 404 "Invalid Email!" in shape B for an unknown email', async () => {
    failWith(notFound('EMAIL_UNKNOWN', 'no such user'));
    const response = await post({ email: 'nobody@example.com' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Invalid Email!' });
  });

  it('describes no 502 "Failed to send email": identity answers success whatever happens to the mail', () => {
    const document = buildOpenApiDocument({ routes: ROUTES, root: loadProtoRoot() });
    const operation = document.paths['/api/v3/user/resetpassword']!.post!;
    expect(Object.keys(operation.responses ?? {})).not.toContain('502');
    expect(JSON.stringify(operation.responses)).not.toContain('Failed to send email');
  });
});

describe('POST /api/v3/user/resetpassword/confirm', () => {
  const post = (body: object) =>
    request(gateway.app).post('/api/v3/user/resetpassword/confirm').send(body);
  const confirmation = {
    token: 'reset-token',
    password: 'new password',
    c_password: 'new password',
  };

  it('answers 200 with success and msg', async () => {
    let received: unknown;
    gateway.identity.behaviour.ConfirmPasswordReset = async (message) => {
      received = message;
      return { success: true, msg: 'Your password has been reset.' };
    };
    const response = await post(confirmation);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, msg: 'Your password has been reset.' });
    expect(received).toMatchObject(confirmation);
  });

  it("answers 400 in shape A with identity's message for an invalid reset token", async () => {
    gateway.identity.behaviour.ConfirmPasswordReset = async () => {
      throw invalidArgument('RESET_TOKEN_INVALID', 'This password reset token is invalid.');
    };
    const response = await post(confirmation);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'This password reset token is invalid.' });
  });

  it("answers 400 in shape C with identity's field messages for invalid fields", async () => {
    const fields = { password: ['The password must be at least 8 characters.'] };
    gateway.identity.behaviour.ConfirmPasswordReset = async () => {
      throw invalidArgument(
        'VALIDATION_FAILED',
        'The password must be at least 8 characters.',
        fields,
      );
    };
    const response = await post({ ...confirmation, password: 'short', c_password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: fields });
  });
});

describe('GET /api/v3/user/verify-email', () => {
  it('passes the token of the query string and answers 200 with the verification', async () => {
    let received: unknown;
    gateway.identity.behaviour.VerifyEmail = async (message) => {
      received = message;
      return {
        success: true,
        msg: 'Your email has been verified.',
        email_verified_at: '2026-03-02T08:00:00.000Z',
      };
    };
    const response = await request(gateway.app)
      .get('/api/v3/user/verify-email')
      .query({ token: 'verify-me' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'Your email has been verified.',
      email_verified_at: '2026-03-02T08:00:00.000Z',
    });
    expect(received).toEqual({ token: 'verify-me' });
  });

  it("answers 400 in shape A with identity's message for an invalid token", async () => {
    gateway.identity.behaviour.VerifyEmail = async () => {
      throw invalidArgument(
        'VERIFICATION_TOKEN_INVALID',
        'This verification link is invalid or has expired.',
      );
    };
    const response = await request(gateway.app).get('/api/v3/user/verify-email?token=stale');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'This verification link is invalid or has expired.',
    });
  });

  it('refuses a token given twice with 400 "Invalid request parameters"', async () => {
    const response = await request(gateway.app).get('/api/v3/user/verify-email?token=a&token=b');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });
});
