import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const patch = (user: TestUser | null, payload: object) =>
  callAs(ctx.app, user, 'PATCH', '/api/me', payload);

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----carenest-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadAvatar(user: TestUser, file: Buffer, filename = 'me.png', type = 'image/png') {
  const { body, contentType } = multipart(file, filename, type);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    headers: { ...authHeaders(user), 'content-type': contentType },
    payload: body,
  });
}

const png = (color: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('PATCH /api/me', () => {
  it('updates name and phone, formatting the phone', async () => {
    const ann = await createUser(ctx.app, { name: 'Ann' });
    const response = await patch(ann, { name: '  Ann Smith ', phone: '503.555.0142' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ann Smith', phone: '(503) 555-0142' });
  });

  it('rejects a phone that is not 10 digits and changes nothing', async () => {
    const ann = await createUser(ctx.app, { name: 'Ann' });
    const response = await patch(ann, { name: 'Ann B', phone: '555-0142' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Phone number must be 10 digits');
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(row).toMatchObject({ name: 'Ann', phone: '' });
  });

  it('cannot change email, type or id, nor anyone else’s profile', async () => {
    const ann = await createUser(ctx.app, { name: 'Ann' });
    const bob = await createUser(ctx.app, { name: 'Bob' });
    for (const extra of [{ email: 'x@example.com' }, { type: 'provider' }, { id: bob.id }]) {
      const response = await patch(ann, { name: 'Hacker', phone: '', ...extra });
      expect(response.statusCode).toBe(400);
    }
    const rows = await ctx.database.db.select().from(profiles);
    expect(rows.find((r) => r.id === bob.id)).toMatchObject({ name: 'Bob' });
    expect(rows.find((r) => r.id === ann.id)).toMatchObject({
      name: 'Ann',
      type: 'seeker',
      email: ann.email,
    });
  });

  it('needs a session', async () => {
    expect((await patch(null, { name: 'X', phone: '' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/avatar', () => {
  it('stores the image as WebP under the user id and removes the replaced one', async () => {
    const ann = await createUser(ctx.app);
    const first = await uploadAvatar(ann, await png('#ff0000'));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profileImage;
    expect(firstUrl).toMatch(new RegExp(`^/media/avatars/${ann.id}/[a-z0-9]{12}_\\d+\\.webp$`));
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await uploadAvatar(ann, await png('#00ff00'), 'other.jpg', 'image/jpeg');
    expect(second.json().profileImage).not.toBe(firstUrl);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('rejects something that is not an image with 415, keeping the old avatar', async () => {
    const ann = await createUser(ctx.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await uploadAvatar(ann, svg, 'cute.png', 'image/png');
    expect(response.statusCode).toBe(415);
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(row.profileImage).toBeNull();
  });

  it('rejects files over 10 MB with 413', async () => {
    const ann = await createUser(ctx.app);
    const response = await uploadAvatar(ann, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
  });
});
