/**
 * Issue 23's media library on both databases, with real image bytes through sharp: each width
 * of the spec's ladder made up to the original's and never above it, `colorData`'s five
 * averages, SVGs sanitised, the spec's refusals (file too large with its maximum, unsupported
 * file type), immutable content-hashed URLs with ETag and 304, roles, crumb, search, and a
 * delete refused while a product uses the image, saying where.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { HOST, eventually, openContentApp, type ContentApp } from './content-app';
import type { Answer, Visitor } from '../commerce/commerce-app';

const MEDIA = '/api/owner/content/media';
const TOO_LARGE = 'File too large. The maximum size is 20 MB.';
const UNSUPPORTED = /^Unsupported file type\./;

/** A picture in four coloured quarters: red, green / blue, white. */
function quarters(width: number, height: number) {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const block = (background: string, left: number, top: number) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background } },
    left,
    top,
  });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite([
    block('#ff0000', 0, 0),
    block('#00ff00', width - w, 0),
    block('#0000ff', 0, height - h),
  ]);
}

describe.each(testDatabases())('media library on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  /** A multipart upload with the admin API key, or as a signed-in visitor (crumb sent unless `crumb: false`). */
  async function upload(
    bytes: Buffer,
    name: string,
    fields: Record<string, string> = {},
    as?: { visitor: Visitor; crumb?: boolean },
  ): Promise<Answer> {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (as) {
      headers.Cookie = [...as.visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (as.crumb !== false) headers['X-CSRF-Token'] = as.visitor.crumb;
    } else headers.Authorization = `Bearer ${t.adminKey}`;
    const response = await t.app.request(`http://${HOST}${MEDIA}`, { method: 'POST', headers, body: form });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  const fetchFile = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    t.app.request(`http://${HOST}${url}`, { method, headers });

  const widthOf = async (url: string) => {
    const response = await fetchFile(url);
    expect(response.status).toBe(200);
    return sharp(Buffer.from(await response.arrayBuffer())).metadata();
  };

  it('makes each width of the ladder up to the original, never upscaled, in the upload’s format', async () => {
    const jpeg = await quarters(1200, 800).jpeg({ quality: 90 }).toBuffer();
    const created = await upload(jpeg, 'Harbour at dusk.JPG', { altText: 'The harbour', title: 'Harbour' });
    expect(created.status).toBe(201);
    const media = created.body;
    expect(media).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      filename: 'Harbour-at-dusk.jpg',
      byteSize: jpeg.length,
      originalSize: '1200x800',
      systemDataVariants: '100w,300w,500w,750w,1000w',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      altText: 'The harbour',
      title: 'Harbour',
    });
    expect(media.id).toMatch(/^m-[0-9a-f]{24}$/);
    expect(media.assetUrl).toBe(`/media/${media.id}/Harbour-at-dusk.jpg`);
    for (const width of [100, 300, 500, 750, 1000]) {
      const meta = await widthOf(`${media.assetUrl}?format=${width}w`);
      expect([meta.width, meta.format]).toEqual([width, 'jpeg']);
      expect(Math.abs(meta.height! - (800 * width) / 1200)).toBeLessThanOrEqual(1);
    }
    // 1500w and 2500w would be larger than the original: those ask for the original itself.
    for (const format of ['1500w', '2500w', 'original']) {
      const response = await fetchFile(`${media.assetUrl}?format=${format}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
    }
    expect((await fetchFile(`${media.assetUrl}?format=640w`)).status).toBe(400);
    expect((await fetchFile(`/media/${media.id}/other-name.jpg`)).status).toBe(404);

    // The same bytes again are the same item.
    const again = await upload(jpeg, 'copy.jpg');
    expect([again.status, again.body.id]).toEqual([200, media.id]);
  });

  it('takes PNG, WebP, GIF and AVIF, each width in its own format; a tiny image gets no widths', async () => {
    const base = quarters(320, 200);
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
      ['avif', 'image/avif'],
    ] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer();
      const created = await upload(bytes, `quarters.${format}`);
      expect(created.status, format).toBe(201);
      expect(created.body).toMatchObject({
        contentType: type,
        originalSize: '320x200',
        systemDataVariants: '100w,300w',
      });
      const meta = await widthOf(`${created.body.assetUrl}?format=300w`);
      expect([meta.width, meta.format]).toEqual([300, format === 'avif' ? 'heif' : format]);
      // 500w of a 320-pixel image is the original: never upscaled.
      expect((await widthOf(`${created.body.assetUrl}?format=500w`)).width).toBe(320);
    }
    // An animated GIF keeps its frames in each width, and its size is one frame's.
    const frame = (background: string) =>
      sharp({ create: { width: 320, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const moving = await upload(animated, 'moving.gif');
    expect(moving.body).toMatchObject({ originalSize: '320x200', systemDataVariants: '100w,300w' });
    const small = await widthOf(`${moving.body.assetUrl}?format=100w`);
    expect([small.width, small.pages]).toEqual([100, 2]);
    const tiny = await upload(
      await sharp({ create: { width: 60, height: 40, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      'dot.png',
    );
    expect(tiny.body).toMatchObject({ originalSize: '60x40', systemDataVariants: '' });
  });

  it('measures colorData: the average colour of each quarter and of the centre', async () => {
    const png = await quarters(200, 120).png().toBuffer();
    const created = await upload(png, 'quarters.png');
    expect(created.body.colorData).toEqual({
      topLeftAverage: 'ff0000',
      topRightAverage: '00ff00',
      bottomLeftAverage: '0000ff',
      bottomRightAverage: 'ffffff',
      // The centre holds a quarter of each: (255 + 0 + 0 + 255) / 4 per channel.
      centerAverage: '808080',
    });
    // A large photo is averaged over a smaller copy: the quarters stay within a few steps.
    const large = await upload(await quarters(3000, 2000).png().toBuffer(), 'large.png');
    const near = (hex: string, expected: number[]) =>
      [0, 2, 4].every((at, i) => Math.abs(Number.parseInt(hex.slice(at, at + 2), 16) - expected[i]!) <= 6);
    expect(near(large.body.colorData.topLeftAverage, [255, 0, 0])).toBe(true);
    expect(near(large.body.colorData.bottomRightAverage, [255, 255, 255])).toBe(true);
    expect(large.body.systemDataVariants).toBe('100w,300w,500w,750w,1000w,1500w,2500w');
    expect((await widthOf(`${large.body.assetUrl}?format=2500w`)).width).toBe(2500);
  });

  it('applies EXIF orientation to originalSize', async () => {
    const turned = await quarters(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await upload(turned, 'turned.jpg')).body.originalSize).toBe('200x400');
  });

  it('sanitises an SVG: no script, event handler, link or external reference is stored or served', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" viewBox="0 0 40 20" onload="alert(1)">
  <script>alert('svg')</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
  <rect width="40" height="20" fill="#ff0000" onclick="steal()"/>
  <a href="javascript:alert(2)"><circle r="1" fill="url(#g)"/></a>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <rect width="1" height="1" fill="url(https://evil.example/paint)" style="fill: url(https://evil.example/p)"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi<script>alert(3)</script></div></foreignObject>
  <set attributeName="href" to="javascript:alert(4)"/>
</svg>`;
    const created = await upload(Buffer.from(svg), 'logo.svg');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contentType: 'image/svg+xml',
      originalSize: '40x20',
      systemDataVariants: '',
    });
    expect(created.body.colorData.centerAverage).toBe('ff0000');
    const response = await fetchFile(created.body.assetUrl);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const served = await response.text();
    for (const gone of [
      'script',
      'alert',
      'onload',
      'onclick',
      'javascript:',
      'evil.example',
      'foreignObject',
      '<image',
      '<set',
    ])
      expect(served, gone).not.toContain(gone);
    expect(served).toMatch(/^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(served).toContain('<rect width="40" height="20" fill="#ff0000"');
    expect(served).toContain('fill="url(#g)"');
    // Nothing drawable left: refused as a type we cannot take.
    const empty = await upload(Buffer.from('<svg><script>alert(1)</script></svg>'), 'x.svg');
    expect(empty.status).toBe(415);
    expect(empty.body.fieldErrors.file).toMatch(UNSUPPORTED);
  });

  it('refuses a file too large, showing the maximum, before and after reading it', async () => {
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const justOver = Buffer.concat([jpegHead, Buffer.alloc(20_000_001 - jpegHead.length)]);
    const over = await upload(justOver, 'big.jpg');
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: TOO_LARGE, fieldErrors: { file: TOO_LARGE } });
    // A body past the file's limit and the form's allowance is refused unread.
    const response = await t.app.request(`http://${HOST}${MEDIA}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${t.adminKey}`,
        Accept: 'application/json',
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': '25000000',
      },
      body: 'x',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE, fieldErrors: { file: TOO_LARGE } });
    // Other posts keep the app's 100 KiB limit.
    const product = await t.withKey('POST', '/api/owner/content/products', { name: 'x'.repeat(200_000) });
    expect(product.status).toBe(413);
  }, 60_000);

  it('refuses an unsupported file type, an unreadable image and a missing file, naming the field', async () => {
    for (const [bytes, name] of [
      [Buffer.from('MZ\x90\x00 not a program'), 'setup.exe'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.svg'],
      [Buffer.from('plain words'), 'notes.doc'],
    ] as const) {
      const refused = await upload(bytes, name);
      expect(refused.status, name).toBe(415);
      expect(refused.body.error).toMatch(UNSUPPORTED);
      expect(refused.body.fieldErrors.file).toMatch(UNSUPPORTED);
    }
    const broken = await upload(
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]),
      'broken.png',
    );
    expect([broken.status, broken.body.fieldErrors]).toEqual([400, { file: 'File processing failed' }]);
    const unnamed = await upload(Buffer.from('a,b\n1,2\n'), '.csv');
    expect(unnamed.body.fieldErrors).toEqual({ file: 'Please enter a file name' });
    const none = await t.withKey('POST', MEDIA, { file: 'no' });
    expect([none.status, Object.keys(none.body.fieldErrors)]).toEqual([400, ['file']]);
    // Text and CSV are files; audio is audio.
    expect((await upload(Buffer.from('a,b\n1,2\n'), 'prices.csv')).body).toMatchObject({
      kind: 'file',
      contentType: 'text/csv; charset=utf-8',
      originalSize: null,
      colorData: null,
    });
  });

  it('serves immutable content-hashed URLs with an ETag, 304 on revalidation, and byte ranges', async () => {
    const png = await quarters(320, 200).png({ compressionLevel: 1 }).toBuffer();
    const { body: media } = await upload(png, 'cache.png');
    const first = await fetchFile(`${media.assetUrl}?format=300w`);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('ETag')!;
    expect(etag).toBe(`"${media.id}.300w"`);
    const again = await fetchFile(`${media.assetUrl}?format=300w`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchFile(media.assetUrl)).headers.get('ETag')).toBe(`"${media.id}.original"`);
    const head = await fetchFile(media.assetUrl, {}, 'HEAD');
    expect([head.status, head.headers.get('Content-Length')]).toEqual([200, String(png.length)]);

    const wav = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(100, 1)]);
    const audio = await upload(wav, 'chime.wav');
    expect(audio.body).toMatchObject({ kind: 'audio', contentType: 'audio/wav', mediaFocalPoint: null });
    const part = await fetchFile(audio.body.assetUrl, { Range: 'bytes=4-11' });
    expect([part.status, part.headers.get('Content-Range')]).toEqual([206, `bytes 4-11/${wav.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(4, 12))).toBe(true);
    expect((await fetchFile(audio.body.assetUrl, { Range: 'bytes=999-' })).status).toBe(416);
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'menu.pdf');
    expect((await fetchFile(pdf.body.assetUrl)).headers.get('Content-Disposition')).toBe(
      'attachment; filename="menu.pdf"',
    );
  });

  it('refuses to delete an image a product uses, saying where; deletes it once unused', async () => {
    const { body: media } = await upload(await quarters(800, 600).jpeg().toBuffer(), 'lantern.jpg', {
      altText: 'A brass lantern',
    });
    const created = await t.withKey('POST', '/api/owner/content/products', {
      name: 'Deck Lantern',
      productType: 1,
      description: 'Brass.',
      variants: [{ sku: 'DECK-1', price: 2500, qtyInStock: 2, attributes: {} }],
      images: [media.id],
    });
    expect(created.status).toBe(201);
    const key = `shop/${created.body.id}`;
    const item = await t.withKey('GET', `/api/owner/content/documents/item/${key}`);
    expect(item.body.draft).toMatchObject({
      assetUrl: media.assetUrl,
      originalSize: '800x600',
      systemDataVariants: '100w,300w,500w,750w',
      altText: 'A brass lantern',
      colorData: media.colorData,
      items: [{ id: media.id, assetUrl: media.assetUrl }],
    });

    const refused = await t.withKey('DELETE', `${MEDIA}/${media.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.usedBy).toEqual([{ kind: 'item', key, draft: true, published: false }]);
    expect(refused.body.error).toBe(`This file is still used by item ${key} (draft). Remove it there first.`);
    expect((await t.withKey('GET', `${MEDIA}/${media.id}`)).body.usedBy).toHaveLength(1);

    await t.withKey('POST', '/api/owner/content/publish');
    await eventually(async () => (await t.page(`/shop/${created.body.urlId}`)).status === 200);
    expect((await t.page(`/shop/${created.body.urlId}`)).html).toContain(media.assetUrl);

    // Taken off the product and published: the image is free to go.
    await t.withKey('PUT', `/api/owner/content/products/${created.body.id}`, { revision: 1, images: [] });
    await t.withKey('POST', '/api/owner/content/publish');
    const deleted = await t.withKey('DELETE', `${MEDIA}/${media.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { deleted: media.id }]);
    expect((await fetchFile(media.assetUrl)).status).toBe(404);
    expect((await t.withKey('DELETE', `${MEDIA}/${media.id}`)).status).toBe(404);
    const unknown = await t.withKey('POST', '/api/owner/content/products', {
      name: 'Ghost',
      productType: 1,
      variants: [{ sku: 'G-1', price: 100, attributes: {} }],
      images: [media.id],
    });
    expect(unknown.body.fieldErrors).toEqual({ 'images.0': `${media.id} is not one of the expected options` });
  });

  it('lists newest first, searches, edits alt text and focal point, and logs every write', async () => {
    const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { body: media } = await upload(bytes, 'blue-sail.png', { title: 'Blue sail' });
    const listed = await t.withKey('GET', MEDIA);
    expect(listed.body.media[0].id).toBe(media.id);
    expect((await t.withKey('GET', `${MEDIA}?q=SAIL`)).body.media.map((m: { id: string }) => m.id)).toEqual([media.id]);
    expect((await t.withKey('GET', `${MEDIA}?q=100%25`)).body.media).toEqual([]);
    const audio = await t.withKey('GET', `${MEDIA}?kind=audio`);
    expect(audio.body.media.every((m: { kind: string }) => m.kind === 'audio')).toBe(true);
    expect((await t.withKey('GET', `${MEDIA}?kind=video`)).body.fieldErrors).toEqual({
      kind: 'video is not one of the expected options',
    });

    const edited = await t.withKey('PATCH', `${MEDIA}/${media.id}`, {
      altText: 'A blue sail',
      focalPoint: { x: 0.25, y: 0.8 },
    });
    expect(edited.body).toMatchObject({
      altText: 'A blue sail',
      title: 'Blue sail',
      mediaFocalPoint: { x: 0.25, y: 0.8 },
    });
    const bad = await t.withKey('PATCH', `${MEDIA}/${media.id}`, { focalPoint: { x: 2, y: 0.5 } });
    expect([bad.status, Object.keys(bad.body.fieldErrors)]).toEqual([400, ['focalPoint.x']]);
    expect((await t.withKey('PATCH', `${MEDIA}/m-000000000000000000000000`, { title: 'x' })).status).toBe(404);

    const audit = await t.withKey('GET', '/api/owner/content/audit');
    const entry = audit.body.entries.find(
      (e: { kind: string; key: string; action: string }) =>
        e.kind === 'media' && e.key === media.id && e.action === 'update',
    );
    expect(entry.before.altText).toBe('');
    expect(entry.after.altText).toBe('A blue sail');
  });

  it('lets admins and editors change any media, store managers images only, viewers only read; sessions need the crumb', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(40, 2)]);
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const viewer = await t.signedIn('viewer');
    expect((await viewer.get(MEDIA)).status).toBe(200);
    expect((await upload(png, 'v.png', {}, { visitor: viewer })).status).toBe(403);

    const manager = await t.signedIn('storeManager');
    expect((await upload(png, 'm.png', {}, { visitor: manager })).status).toBe(201);
    const audio = await upload(wav, 'm.wav', {}, { visitor: manager });
    expect([audio.status, audio.body.error]).toEqual([403, 'Your role may upload and change images only.']);

    const editor = await t.signedIn('editor');
    const withoutCrumb = await upload(wav, 'e.wav', {}, { visitor: editor, crumb: false });
    expect(withoutCrumb.status).toBe(403);
    expect(withoutCrumb.body.error).toMatch(/session has expired/);
    const byEditor = await upload(wav, 'e.wav', {}, { visitor: editor });
    expect(byEditor.status).toBe(201);
    expect(byEditor.body.createdBy).toMatch(/^owner:/);
    expect((await manager.delete(`${MEDIA}/${byEditor.body.id}`)).status).toBe(403);
    expect((await viewer.delete(`${MEDIA}/${byEditor.body.id}`)).status).toBe(403);
    expect((await editor.delete(`${MEDIA}/${byEditor.body.id}`)).status).toBe(200);
    expect((await t.visitor().get(MEDIA)).status).toBe(401);
  });
});
