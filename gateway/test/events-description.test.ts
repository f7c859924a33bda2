// /asyncapi.json: the events and webhooks, generated from the event contracts, with this
// gateway's AMQP_PREFIX; /docs links to it.
import { buildAsyncApiDocument } from '@workmesh/platform';
import request from 'supertest';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ AMQP_PREFIX: 'gwtest' });
});
afterAll(() => gateway.close());

describe('/asyncapi.json', () => {
  it('answers the AsyncAPI 3.0 document of the contracts, without a token, under the gateway’s prefix', async () => {
    const response = await request(gateway.app).get('/asyncapi.json');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(buildAsyncApiDocument('gwtest'))));
    expect(response.body.asyncapi).toBe('3.0.0');
    expect(response.body.channels['queue.notifier.mail'].address).toBe('gwtest.notifier.mail');
  });

  it('is linked from /docs', async () => {
    const response = await request(gateway.app).get('/docs');

    expect(response.text).toContain('href="/asyncapi.json"');
  });

  it('answers 405 to another method', async () => {
    const response = await request(gateway.app).post('/asyncapi.json').send({});

    expect(response.status).toBe(405);
  });
});
