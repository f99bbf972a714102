import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../domain/avatar-image';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

const photo = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

describe.each(testDatabaseKinds())('avatar API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  async function signedIn() {
    const client = new TestClient(testApp);
    await client.signUp(uniqueEmail());
    return client;
  }

  /** The raw file as the body, with a misleading declared type: the server must look at the bytes. */
  async function upload(client: TestClient, bytes: Uint8Array) {
    const response = await testApp.app.request('/api/account/avatar', {
      method: 'PUT',
      headers: { Origin: TEST_ORIGIN, Cookie: client.sessionCookie, 'Content-Type': 'image/png' },
      body: new Uint8Array(bytes),
    });
    return {
      status: response.status,
      body: (await response.json()) as { image?: string; error?: { code: string; message: string } },
    };
  }

  const fetchImage = (client: TestClient, url: string) =>
    testApp.app.request(url, { headers: { Cookie: client.sessionCookie } });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s, stores a 256-pixel WebP square and serves it from our origin',
    async (format) => {
      const client = await signedIn();
      const uploaded = await upload(client, await photo(format));
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.image).toMatch(/^\/api\/account\/avatar\/[^/?]+\?v=[0-9a-f]+$/);

      const session = await client.request<{ user: { image: string } }>('GET', '/api/auth/get-session');
      expect(session.body.user.image).toBe(uploaded.body.image);
      const served = await fetchImage(client, uploaded.body.image ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('gives a new URL for each upload, and removes the avatar on request', async () => {
    const client = await signedIn();
    const first = await upload(client, await photo('png'));
    const second = await upload(client, await photo('jpeg', 300, 900));
    expect(second.body.image).not.toBe(first.body.image);
    expect((await client.request('DELETE', '/api/account/avatar')).status).toBe(204);
    const session = await client.request<{ user: { image: string | null } }>('GET', '/api/auth/get-session');
    expect(session.body.user.image).toBeNull();
    expect((await fetchImage(client, second.body.image ?? '')).status).toBe(404);
  });

  it('refuses a file that is not a PNG, JPEG or WebP image, whatever it claims to be', async () => {
    const client = await signedIn();
    const text = await upload(client, new TextEncoder().encode('just some notes, saved as avatar.png'));
    expect(text).toEqual({
      status: 415,
      body: { error: { code: 'UNSUPPORTED_IMAGE', message: AVATAR_MESSAGES.notAnImage } },
    });
    const svg = await upload(
      client,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status).toBe(415);
    const gif = await upload(
      client,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    );
    expect(gif.status).toBe(415);
    const png = await photo('png');
    const broken = await upload(client, png.subarray(0, 40));
    expect(broken).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_IMAGE', message: AVATAR_MESSAGES.unreadable } },
    });
    expect((await upload(client, new Uint8Array())).body.error?.code).toBe('EMPTY_FILE');
  });

  it('refuses a file over 1 MB with a message that says so', async () => {
    const client = await signedIn();
    const huge = new Uint8Array(AVATAR_MAX_BYTES + 1);
    huge.set(await photo('png', 16, 16));
    expect(await upload(client, huge)).toEqual({
      status: 413,
      body: { error: { code: 'AVATAR_TOO_LARGE', message: AVATAR_MESSAGES.tooLarge } },
    });
  });

  it('shows an avatar to its owner only and needs a session to change one', async () => {
    const owner = await signedIn();
    const { image } = (await upload(owner, await photo('png'))).body;
    expect((await fetchImage(await signedIn(), image ?? '')).status).toBe(404);
    expect((await fetchImage(new TestClient(testApp), image ?? '')).status).toBe(401);
    expect((await upload(new TestClient(testApp), await photo('png'))).status).toBe(401);
  });
});
