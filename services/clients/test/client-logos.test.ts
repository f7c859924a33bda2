// Client logos: PNG and JPEG only, by name AND content; stored under profiles/ with a
// server-made name and served at the URL in the record; too large refused; the
// object removed when the client write fails, replaced on update, gone on delete.
import { createClientsApp } from '../src';
import { asOwner, clientsForFile, failureOf, logger } from './clients-harness';
import { freshEmail } from './fresh-values';
import { tinyGif, tinyJpeg, tinyPng, tinySvg } from './image-files';

const MAX_UPLOAD_BYTES = 64 * 1024;

const h = clientsForFile({ maxUploadBytes: MAX_UPLOAD_BYTES });

const upload = (data: Buffer, filename: string, content_type = 'image/png') => ({
  data,
  filename,
  content_type,
});

async function served(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The Content-Type stored with the object of a logo URL, as the store reports it. */
async function storedContentType(url: string): Promise<unknown> {
  const key = url.split(`/${h.config.MINIO_BUCKET}/`)[1]!;
  const stat = await h.storage.statObject(h.config.MINIO_BUCKET, key);
  return stat.metaData['content-type'];
}

const profileUrl = (name: string) =>
  new RegExp(
    `^${h.config.MINIO_PUBLIC_URL}/${h.config.MINIO_BUCKET}/profiles/[0-9a-f]{32}\\.${name}$`,
  );

describe('CreateClient: logo stored and served', () => {
  it('stores a PNG under profiles/ with a server-made name; its URL serves exactly those bytes as image/png', async () => {
    const fixture = h.teams.team();
    const png = tinyPng([10, 20, 30]);

    const client = await h.client.CreateClient(
      { fields: { name: 'Pngco', email: freshEmail() }, profile: upload(png, 'My Logo.PNG') },
      asOwner(fixture),
    );

    expect(client.profile).toMatch(profileUrl('png'));
    const response = await served(client.profile);
    expect(response.status).toBe(200);
    expect(response.type).toBe('image/png');
    expect(response.body.equals(png)).toBe(true);
  });

  it.each(['photo.jpg', 'photo.JPEG'])(
    'stores a JPEG named %s as .jpg; its URL serves exactly those bytes as image/jpeg',
    async (filename) => {
      const fixture = h.teams.team();
      const jpeg = tinyJpeg();

      const client = await h.client.CreateClient(
        {
          fields: { name: 'Jpegco', email: freshEmail() },
          profile: upload(jpeg, filename, 'application/octet-stream'),
        },
        asOwner(fixture),
      );

      expect(client.profile).toMatch(profileUrl('jpg'));
      const response = await served(client.profile);
      expect(response.status).toBe(200);
      expect(response.type).toBe('image/jpeg');
      expect(response.body.equals(jpeg)).toBe(true);
    },
  );

  it('names the logo in the client.created event by its URL', async () => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      { fields: { name: 'Eventlogo', email: freshEmail() }, profile: upload(tinyPng(), 'a.png') },
      asOwner(fixture),
    );

    const event = await h.events.waitFor<{ id: number; profile: string }>(
      'client.created',
      (data) => data.id === client.id,
    );
    expect(event.data.profile).toBe(client.profile);
  });

  it.each([
    ["a browser form's file input left blank", '', 'application/octet-stream'],
    ["a script's FormData with an empty Blob (Swagger UI's Try it out)", 'blob', 'text/plain'],
  ])('treats the empty part of %s as no logo', async (_case, filename, contentType) => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      {
        fields: { name: 'Nologo', email: freshEmail() },
        profile: upload(Buffer.alloc(0), filename, contentType),
      },
      asOwner(fixture),
    );

    expect(client.profile).toBe('');
  });
});

describe('CreateClient: the stored content type follows the bytes', () => {
  it.each([
    ['a PNG the browser called text/html', tinyPng(), 'logo.png', 'text/html', 'image/png'],
    ['a JPEG the browser called image/png', tinyJpeg(), 'photo.jpeg', 'image/png', 'image/jpeg'],
  ])('stores %s with the type its bytes are', async (_what, data, filename, claimed, stored) => {
    const fixture = h.teams.team();

    const client = await h.client.CreateClient(
      { fields: { name: 'Typed', email: freshEmail() }, profile: upload(data, filename, claimed) },
      asOwner(fixture),
    );

    expect(await storedContentType(client.profile)).toBe(stored);
  });

  it('the local store serves a logo with X-Content-Type-Options: nosniff', async () => {
    const fixture = h.teams.team();
    const client = await h.client.CreateClient(
      { fields: { name: 'Nosniff', email: freshEmail() }, profile: upload(tinyPng(), 'n.png') },
      asOwner(fixture),
    );

    const response = await fetch(client.profile);

    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CreateClient: logo refused', () => {
  it.each([
    ['a GIF', () => upload(tinyGif(), 'anim.gif', 'image/gif')],
    ['an SVG renamed .png', () => upload(tinySvg(), 'vector.png', 'image/png')],
    ['a PNG named .gif', () => upload(tinyPng(), 'logo.gif', 'image/gif')],
    ['a JPEG named .png', () => upload(tinyJpeg(), 'logo.png', 'image/png')],
    ['a PNG named .jpg', () => upload(tinyPng(), 'logo.jpg', 'image/jpeg')],
    ['a PNG without extension', () => upload(tinyPng(), 'logo', 'image/png')],
    ['an empty file named .png', () => upload(Buffer.alloc(0), 'logo.png', 'image/png')],
  ])(
    'refuses %s with FILE_TYPE_NOT_ALLOWED "This file can\'t be upload on server", storing nothing',
    async (_case, file) => {
      const fixture = h.teams.team();
      const email = freshEmail();
      const before = await h.storedLogos();

      const error = await failureOf(
        h.client.CreateClient(
          { fields: { name: 'Refused', email }, profile: file() },
          asOwner(fixture),
        ),
      );

      expect(error).toMatchObject({
        kind: 'permission_denied',
        reason: 'FILE_TYPE_NOT_ALLOWED',
        message: "This file can't be upload on server",
      });
      expect(await h.db.collection('clients').countDocuments({ email })).toBe(0);
      expect(await h.storedLogos()).toEqual(before);
    },
  );

  it('refuses a logo over MAX_UPLOAD_BYTES with RESOURCE_EXHAUSTED FILE_TOO_LARGE, storing nothing', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();
    const png = tinyPng();
    const oversize = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const before = await h.storedLogos();

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Huge', email }, profile: upload(oversize, 'huge.png') },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({ kind: 'resource_exhausted', reason: 'FILE_TOO_LARGE' });
    expect(await h.db.collection('clients').countDocuments({ email })).toBe(0);
    expect(await h.storedLogos()).toEqual(before);
  });

  it('accepts a logo of exactly MAX_UPLOAD_BYTES', async () => {
    const fixture = h.teams.team();
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES - png.length)]);

    const client = await h.client.CreateClient(
      { fields: { name: 'Exact', email: freshEmail() }, profile: upload(exact, 'exact.png') },
      asOwner(fixture),
    );

    expect((await served(client.profile)).body.length).toBe(MAX_UPLOAD_BYTES);
  });

  it('removes the uploaded logos of creates that lose the race for an email: one client, one object', async () => {
    const fixture = h.teams.team();
    const email = freshEmail('logo-race');
    const before = await h.storedLogos();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        h.client.CreateClient(
          { fields: { name: `Racer ${i}`, email }, profile: upload(tinyPng([i, i, i]), 'r.png') },
          asOwner(fixture),
        ),
      ),
    );

    const created = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    expect(created).toHaveLength(1);
    const added = (await h.storedLogos()).filter((key) => !before.includes(key));
    expect(added).toEqual([created[0].profile.split(`/${h.config.MINIO_BUCKET}/`)[1]]);
  });
});

describe('UpdateClient and DeleteClient: the logo object', () => {
  it('replaces the logo: the new URL serves the new image, the old object is removed', async () => {
    const fixture = h.teams.team();
    const client = await h.client.CreateClient(
      {
        fields: { name: 'Rebrand', email: freshEmail() },
        profile: upload(tinyPng([1, 1, 1]), 'old.png'),
      },
      asOwner(fixture),
    );
    const jpeg = tinyJpeg();

    const updated = await h.client.UpdateClient(
      { client_id: client.id, fields: {}, profile: upload(jpeg, 'new.jpg') },
      asOwner(fixture),
    );

    expect(updated.profile).toMatch(profileUrl('jpg'));
    expect((await served(updated.profile)).body.equals(jpeg)).toBe(true);
    expect((await served(client.profile)).status).toBe(404);
  });

  it('keeps the logo when an update brings none', async () => {
    const fixture = h.teams.team();
    const client = await h.client.CreateClient(
      { fields: { name: 'Keeper', email: freshEmail() }, profile: upload(tinyPng(), 'k.png') },
      asOwner(fixture),
    );

    const updated = await h.client.UpdateClient(
      { client_id: client.id, fields: { phone: '123' } },
      asOwner(fixture),
    );

    expect(updated.profile).toBe(client.profile);
    expect((await served(client.profile)).status).toBe(200);
  });

  it('refuses a disallowed logo on update and keeps the old one', async () => {
    const fixture = h.teams.team();
    const client = await h.client.CreateClient(
      { fields: { name: 'Stays', email: freshEmail() }, profile: upload(tinyPng(), 's.png') },
      asOwner(fixture),
    );

    const error = await failureOf(
      h.client.UpdateClient(
        { client_id: client.id, fields: {}, profile: upload(tinyGif(), 's.gif') },
        asOwner(fixture),
      ),
    );

    expect(error.reason).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await h.client.GetClient({ client_id: client.id }, asOwner(fixture))).profile).toBe(
      client.profile,
    );
  });

  it('removes the logo object with its client', async () => {
    const fixture = h.teams.team();
    const client = await h.client.CreateClient(
      { fields: { name: 'Gone', email: freshEmail() }, profile: upload(tinyPng(), 'g.png') },
      asOwner(fixture),
    );

    await h.client.DeleteClient({ client_id: client.id }, asOwner(fixture));

    expect((await served(client.profile)).status).toBe(404);
  });
});

describe('object storage set-up', () => {
  it('created the bucket at start-up (the local server started with none)', async () => {
    expect(await h.storage.bucketExists(h.config.MINIO_BUCKET)).toBe(true);
  });

  it('refuses to start when the object store does not answer', async () => {
    const start = createClientsApp(
      { ...h.config, MINIO_ENDPOINT: 'http://127.0.0.1:1', MINIO_PUBLIC_URL: 'http://127.0.0.1:1' },
      logger,
    );

    await expect(start).rejects.toThrow();
  });
});
