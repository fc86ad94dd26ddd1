import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import type { Database } from '../src/db/open.ts';
import {
  catalogueVersion,
  products,
  promotions,
  staffAudit,
  uploadedPictures,
} from '../src/db/schema/index.ts';
import { API_PREFIX, BACKOFFICE_API_PREFIX } from '../src/http/api-prefix.ts';
import {
  folderPictureStore,
  type PictureStore,
  pictureStoreFromEnv,
  readS3PictureSettings,
  s3PictureStore,
} from '../src/pictures/picture-store.ts';
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from '../src/pictures/prepare-picture.ts';
import { MAX_PICTURES_PER_PRODUCT } from '../src/pictures/product-pictures.ts';
import { pruneReleasedPictures } from '../src/pictures/uploaded-pictures.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { createTestDatabase } from './support/database.ts';

/** A picture of `width`×`height` in one colour, in the given format. */
function picture(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  { width = 64, height = 48, red = 200 }: { width?: number; height?: number; red?: number } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header claims `width`×`height` pixels, with a few bytes of image data: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function productSku(db: Database['db'], index: number): Promise<string> {
  const [row] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.productType, 'product'))
    .orderBy(products.sku)
    .offset(index)
    .limit(1);
  return row?.sku as string;
}

function upload(
  app: FastifyInstance,
  staff: SignedInStaff,
  sku: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  return callBackoffice(app, 'addProductPicture', {
    token: staff.token,
    params: { sku },
    payload: bytes,
    headers: { 'content-type': type },
  });
}

async function shownImages(app: FastifyInstance, sku: string): Promise<string[]> {
  const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}/web/product-detail/${sku}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.images;
}

const version = async (db: Database['db']) => Number((await db.select().from(catalogueVersion))[0]?.version);

/** The app on a seeded database with the given picture store. */
function useApp(storeOf: () => PictureStore) {
  const state = {} as { app: FastifyInstance; database: Database; dispose: () => Promise<void> };
  beforeAll(async () => {
    const { database, dispose } = await createTestDatabase({ seeded: true });
    const app = await buildApp({
      database,
      staticDir: false,
      settings: readCommerceSettings({}),
      pictureStore: storeOf(),
    });
    const close = async () => {
      await app.close();
      await dispose();
    };
    Object.assign(state, { app, database, dispose: close });
  });
  afterAll(() => state.dispose?.());
  return state;
}

describe('pictures in the data folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pictures-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  const running = useApp(() => folderPictureStore(folder));
  let editor: SignedInStaff;
  beforeAll(async () => {
    editor = await signedInStaff(running.app, running.database.db, 'editor');
  });

  it('re-encodes an upload as WebP without its EXIF (GPS included), upright and at most 2000 px a side', async () => {
    const { app, database } = running;
    const sku = await productSku(database.db, 0);
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366cc' } })
      .withExif({
        IFD0: { Copyright: 'Home of the editor' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 36/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif?.includes(Buffer.from('Home of the editor'))).toBe(true);
    expect(sent.orientation).toBe(6);

    const before = await version(database.db);
    const added = await upload(app, editor, sku.toLowerCase(), jpeg, 'image/jpeg');
    expect(added.status).toBe(201);
    const [stored] = added.body.data.pictures;
    expect(stored).toMatchObject({ width: 1000, height: 2000 });
    expect(stored.path).toBe(`/images/uploads/${stored.id}.webp`);
    expect(added.body.data.shown).toEqual([stored.path]);
    expect(await version(database.db)).toBeGreaterThan(before);

    const served = await app.inject({ method: 'GET', url: stored.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${stored.id}"`);
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Home of the editor'))).toBe(false);
    expect(stored.bytes).toBe(served.rawPayload.length);
    expect(await readdir(folder)).toEqual([`${stored.id}.webp`]);

    const revalidated = await app.inject({
      method: 'GET',
      url: stored.path,
      headers: { 'if-none-match': `"${stored.id}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(
      (await app.inject({ method: 'GET', url: `/images/uploads/${'0'.repeat(32)}.webp` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/images/uploads/../../package.json' })).statusCode).toBe(
      404,
    );

    // The storefront shows it at the next request; the audit log names who did it.
    expect(await shownImages(app, sku)).toEqual([stored.path]);
    const [entry] = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'product.pictures.add'));
    expect(entry).toMatchObject({ actorEmail: editor.email, targetType: 'product', targetId: sku });
  });

  it('takes PNG, WebP and AVIF, whatever Content-Type they are sent with, and a double upload adds once', async () => {
    const { app, database } = running;
    const sku = await productSku(database.db, 1);
    for (const [index, format] of (['png', 'webp', 'avif'] as const).entries()) {
      const added = await upload(
        app,
        editor,
        sku,
        await picture(format, { red: 10 + index * 60 }),
        'image/jpeg',
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const again = await upload(app, editor, sku, await picture('png', { red: 10 }));
    expect(again.status).toBe(200);
    expect(again.body.data.pictures).toHaveLength(3);
  });

  it('refuses other kinds, too large and too many pixels, damaged files, each with its code', async () => {
    const { app, database } = running;
    const sku = await productSku(database.db, 2);
    const gif = await upload(app, editor, sku, await picture('gif'), 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.body.code).toBe('PICTURE_TYPE_NOT_ACCEPTED');
    const svg = await upload(
      app,
      editor,
      sku,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(svg.body.code).toBe('PICTURE_TYPE_NOT_ACCEPTED');

    const tooLarge = Buffer.concat([await picture('png'), Buffer.alloc(MAX_PICTURE_BYTES)]);
    const large = await upload(app, editor, sku, tooLarge);
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'PICTURE_TOO_LARGE', limit: MAX_PICTURE_BYTES });

    const bomb = await upload(app, editor, sku, pngClaiming(30_000, 30_000));
    expect(bomb.status).toBe(422);
    expect(bomb.body).toMatchObject({ code: 'PICTURE_TOO_MANY_PIXELS', limit: MAX_PICTURE_PIXELS });

    const jpeg = await picture('jpeg', { width: 400, height: 300 });
    const cut = await upload(app, editor, sku, jpeg.subarray(0, jpeg.length / 2));
    expect(cut.status).toBe(422);
    expect(cut.body.code).toBe('PICTURE_UNREADABLE');

    const text = await callBackoffice(app, 'addProductPicture', {
      token: editor.token,
      params: { sku },
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('VALIDATION_FAILED');

    const unknown = await upload(app, editor, 'NO-SUCH-SKU', await picture('png'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');

    // Nothing was kept of any of them.
    expect(
      (await callBackoffice(app, 'listProductPictures', { token: editor.token, params: { sku } })).body.data
        .pictures,
    ).toEqual([]);
  });

  it('a packer may not upload (403) and nobody signed out may (401)', async () => {
    const { app, database } = running;
    const sku = await productSku(database.db, 3);
    const packer = await signedInStaff(app, database.db, 'packer');
    const refused = await upload(app, packer, sku, await picture('png'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const anonymous = await app.inject({
      method: 'POST',
      url: `${BACKOFFICE_API_PREFIX}/products/${sku}/pictures`,
      payload: await picture('png'),
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await shownImages(app, sku)).toEqual([
      `/images/products/${sku}/1.svg`,
      `/images/products/${sku}/2.svg`,
    ]);
  });

  it('reorders, refuses a stale order, removes, brings the drawn pictures back and prunes released files', async () => {
    const { app, database } = running;
    const sku = await productSku(database.db, 4);
    const ids: string[] = [];
    for (const red of [0, 100, 200])
      ids.push((await upload(app, editor, sku, await picture('png', { red }))).body.data.pictures.at(-1).id);

    const reordered = await callBackoffice(app, 'reorderProductPictures', {
      token: editor.token,
      params: { sku },
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(await shownImages(app, sku)).toEqual(
      [ids[2], ids[0], ids[1]].map((id) => `/images/uploads/${id}.webp`),
    );
    const stale = await callBackoffice(app, 'reorderProductPictures', {
      token: editor.token,
      params: { sku },
      payload: { ids: [ids[0], ids[1]] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('PICTURES_CHANGED');

    for (const id of ids) {
      const removed = await callBackoffice(app, 'removeProductPicture', {
        token: editor.token,
        params: { sku, pictureId: id as string },
      });
      expect(removed.status).toBe(200);
    }
    const twice = await callBackoffice(app, 'removeProductPicture', {
      token: editor.token,
      params: { sku, pictureId: ids[0] as string },
    });
    expect(twice.body.data.pictures).toEqual([]);
    expect(await shownImages(app, sku)).toEqual([
      `/images/products/${sku}/1.svg`,
      `/images/products/${sku}/2.svg`,
    ]);

    // A removed picture stays served until the prune job, after its days of grace, removes it.
    const path = `/images/uploads/${ids[0]}.webp`;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect(await pruneReleasedPictures(database.db, folderPictureStore(folder))).toBe(0);
    // Shown again by another product before the prune: kept.
    const other = await productSku(database.db, 5);
    await upload(app, editor, other, await picture('png', { red: 0 }));
    await database.db.update(uploadedPictures).set({ releasedAt: new Date(Date.now() - 31 * 86_400_000) });
    expect(await pruneReleasedPictures(database.db, folderPictureStore(folder))).toBe(2);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/images/uploads/${ids[1]}.webp` })).statusCode).toBe(404);
  });

  it('a file stored for a change that does not commit goes again; one another product shows stays', async () => {
    const { database } = running;
    const inner = folderPictureStore(folder);
    // The file lands, then the store's answer is lost.
    const losing: PictureStore = {
      ...inner,
      async put(name, bytes) {
        await inner.put(name, bytes);
        throw new Error('the answer was lost');
      },
    };
    const app = await buildApp({
      database,
      staticDir: false,
      settings: readCommerceSettings({}),
      pictureStore: losing,
    });
    try {
      const sku = await productSku(database.db, 7);
      const before = await readdir(folder);
      const lost = await upload(app, editor, sku, await picture('png', { red: 123 }));
      expect(lost.status).toBe(500);
      expect(await readdir(folder)).toEqual(before);
      expect(await shownImages(app, sku)).toEqual([
        `/images/products/${sku}/1.svg`,
        `/images/products/${sku}/2.svg`,
      ]);

      // The same bytes already stored for another product: its file is kept.
      const shown = await upload(
        running.app,
        editor,
        await productSku(database.db, 8),
        await picture('png', { red: 77 }),
      );
      const kept = `${shown.body.data.pictures[0].id}.webp`;
      expect((await upload(app, editor, sku, await picture('png', { red: 77 }))).status).toBe(500);
      expect(await readdir(folder)).toContain(kept);
    } finally {
      await app.close();
    }
  });

  it(`holds at most ${MAX_PICTURES_PER_PRODUCT} pictures a product`, async () => {
    const { app, database } = running;
    const sku = await productSku(database.db, 6);
    for (let red = 0; red < MAX_PICTURES_PER_PRODUCT; red++) {
      expect(
        (await upload(app, editor, sku, await picture('png', { width: 8, height: 8, red: red * 20 }))).status,
      ).toBe(201);
    }
    const over = await upload(app, editor, sku, await picture('png', { width: 8, height: 8, red: 250 }));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'PICTURE_LIMIT_REACHED', limit: MAX_PICTURES_PER_PRODUCT });
  });
  const uploadContent = (staff: SignedInStaff, bytes: Buffer, type = 'application/octet-stream') =>
    callBackoffice(running.app, 'uploadContentPicture', {
      token: staff.token,
      payload: bytes,
      headers: { 'content-type': type },
    });
  const served = async (path: string) => (await running.app.inject({ method: 'GET', url: path })).statusCode;
  const ageReleased = () =>
    running.database.db
      .update(uploadedPictures)
      .set({ releasedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(isNotNull(uploadedPictures.releasedAt));

  it('a content editor uploads a banner picture, re-encoded like a product one; a packer may not', async () => {
    const { app, database } = running;
    const banner = await picture('jpeg', { width: 2400, height: 800, red: 31 });
    const uploaded = await uploadContent(editor, banner, 'image/jpeg');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const stored = uploaded.body.data;
    expect(stored).toMatchObject({ width: 2000, height: 667 });
    expect(stored.path).toBe(`/images/uploads/${stored.id}.webp`);
    const file = await app.inject({ method: 'GET', url: stored.path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(stored.bytes).toBe(file.rawPayload.length);
    const [entry] = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'content.picture.upload'));
    expect(entry).toMatchObject({ actorEmail: editor.email, targetType: 'picture', targetId: stored.id });
    // The same file again (a double click) is stored once.
    const again = await uploadContent(editor, banner);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(stored);

    const packer = await signedInStaff(app, database.db, 'packer');
    const refused = await uploadContent(packer, await picture('png', { red: 32 }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');

    const gif = await uploadContent(editor, await picture('gif'), 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.body.code).toBe('PICTURE_TYPE_NOT_ACCEPTED');
    const large = await uploadContent(
      editor,
      Buffer.concat([await picture('png', { red: 33 }), Buffer.alloc(MAX_PICTURE_BYTES)]),
    );
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'PICTURE_TOO_LARGE', limit: MAX_PICTURE_BYTES });
    const bomb = await uploadContent(editor, pngClaiming(30_000, 30_000));
    expect(bomb.status).toBe(422);
    expect(bomb.body).toMatchObject({ code: 'PICTURE_TOO_MANY_PIXELS', limit: MAX_PICTURE_PIXELS });
  });

  /** A home slide showing `pc` on a computer. */
  const slide = (pc: string) => ({
    image: { pc, mobile: '/images/home/hero-1-mobile.svg' },
    mainText: { th: 'สไลด์', en: 'Slide' },
    description: { th: 'คำอธิบาย', en: 'Description' },
    buttonText: { th: 'ดูสินค้า', en: 'Shop now' },
    buttonUrl: '/specAdd',
  });

  it('the prune keeps pictures a content item or a promotion shows, and removes them once let go', async () => {
    const { app, database } = running;
    const paths: string[] = [];
    for (const red of [0, 120, 240]) {
      const answer = await uploadContent(editor, await picture('png', { width: 90, height: 30, red }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      paths.push(answer.body.data.path);
    }
    const [slidePicture, promotionPicture, unused] = paths;
    const created = await callBackoffice(app, 'createContentItem', {
      token: editor.token,
      params: { sectionId: 'home-hero' },
      payload: { key: 'uploaded-slide', isActive: true, payload: slide(slidePicture as string) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [promotion] = await database.db.select({ key: promotions.key }).from(promotions).limit(1);
    const promotionKey = promotion?.key as string;
    await database.db
      .update(promotions)
      .set({ image: promotionPicture })
      .where(eq(promotions.key, promotionKey));

    await ageReleased();
    expect(await pruneReleasedPictures(database.db, folderPictureStore(folder))).toBeGreaterThanOrEqual(1);
    expect(await served(slidePicture as string)).toBe(200);
    expect(await served(promotionPicture as string)).toBe(200);
    expect(await served(unused as string)).toBe(404);
    // Kept while shown, however often the prune runs.
    await ageReleased();
    await pruneReleasedPictures(database.db, folderPictureStore(folder));
    expect(await served(slidePicture as string)).toBe(200);
    expect(await served(promotionPicture as string)).toBe(200);

    // Let go: the slide shows another picture, the promotion is deleted. Served through the days of grace, then pruned.
    const edited = await callBackoffice(app, 'updateContentItem', {
      token: editor.token,
      params: { sectionId: 'home-hero', key: 'uploaded-slide' },
      payload: { isActive: true, payload: slide('/images/home/hero-1-pc.svg') },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const deleted = await callBackoffice(app, 'deletePromotion', {
      token: editor.token,
      params: { promotionKey },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await pruneReleasedPictures(database.db, folderPictureStore(folder));
    expect(await served(slidePicture as string)).toBe(200);
    expect(await served(promotionPicture as string)).toBe(200);
    await ageReleased();
    await pruneReleasedPictures(database.db, folderPictureStore(folder));
    expect(await served(slidePicture as string)).toBe(404);
    expect(await served(promotionPicture as string)).toBe(404);
  });

  it('a content item or a promotion names only uploads the shop has: a mistyped or pruned path is refused', async () => {
    const { app, database } = running;
    const pruned = (await uploadContent(editor, await picture('png', { width: 90, height: 30, red: 180 })))
      .body.data;
    await ageReleased();
    await pruneReleasedPictures(database.db, folderPictureStore(folder));
    expect(await served(pruned.path)).toBe(404);
    const shown = (await uploadContent(editor, await picture('png', { width: 90, height: 30, red: 61 }))).body
      .data;
    const saveSlide = (key: string, pc: string) =>
      callBackoffice(app, 'createContentItem', {
        token: editor.token,
        params: { sectionId: 'home-hero' },
        payload: { key, isActive: true, payload: slide(pc) },
      });
    const missing = `/images/uploads/${'0'.repeat(32)}.webp`;
    for (const path of [missing, '/images/uploads/banner.webp', pruned.path]) {
      const refused = await saveSlide('typed-slide', path);
      expect(refused.status, path).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'PICTURE_NOT_UPLOADED',
        errors: [
          { path: '/body/payload', message: `no uploaded picture at ${path}`, code: 'unknown_picture' },
        ],
      });
    }
    const saved = await saveSlide('typed-slide', shown.path);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    const [promotion] = await database.db.select().from(promotions).limit(1);
    const promotionFields = (image: string) => ({
      kind: promotion?.kind,
      title: { th: promotion?.titleTh, en: promotion?.titleEn },
      subTitle: { th: promotion?.subTitleTh, en: promotion?.subTitleEn },
      status: promotion?.status,
      categoryKeys: promotion?.categoryKeys,
      skus: [],
      image,
      link: null,
    });
    const refusedPromotion = await callBackoffice(app, 'updatePromotion', {
      token: editor.token,
      params: { promotionKey: promotion?.key as string },
      payload: promotionFields(missing),
    });
    expect(refusedPromotion.status).toBe(422);
    expect(refusedPromotion.body.errors).toEqual([
      { path: '/body/image', message: `no uploaded picture at ${missing}`, code: 'unknown_picture' },
    ]);
    const savedPromotion = await callBackoffice(app, 'updatePromotion', {
      token: editor.token,
      params: { promotionKey: promotion?.key as string },
      payload: promotionFields(shown.path),
    });
    expect(savedPromotion.status, JSON.stringify(savedPromotion.body)).toBe(200);
  });
});

describe('pictures in S3-compatible storage, two instances', () => {
  let s3: S3rver;
  let endpoint: string;
  let dir: string;
  const bucket = 'shop-pictures';
  const settings = () => ({
    bucket,
    prefix: 'pictures/',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 's3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });
  let first: FastifyInstance;
  let second: FastifyInstance;
  let database: Database;
  let disposeDatabase: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose: disposeDatabase } = await createTestDatabase({ seeded: true }));
    const options = { database, staticDir: false as const, settings: readCommerceSettings({}) };
    first = await buildApp({ ...options, pictureStore: s3PictureStore(settings()) });
    second = await buildApp({ ...options, pictureStore: s3PictureStore(settings()) });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await disposeDatabase?.();
  });

  it('one instance stores an upload in the bucket; the other shows and serves it at its next request', async () => {
    const sku = await productSku(database.db, 0);
    const editor = await signedInStaff(first, database.db, 'editor');
    expect(await shownImages(second, sku)).toEqual([
      `/images/products/${sku}/1.svg`,
      `/images/products/${sku}/2.svg`,
    ]);

    const added = await upload(first, editor, sku, await picture('jpeg', { width: 300, height: 200 }));
    expect(added.status).toBe(201);
    const [stored] = added.body.data.pictures;
    const client = new S3Client({ ...settings(), region: 'us-east-1' });
    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `pictures/${stored.id}.webp` }),
    );
    expect(object.ContentType).toBe('image/webp');
    const inBucket = Buffer.from(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
    expect((await sharp(inBucket).metadata()).format).toBe('webp');

    expect(await shownImages(second, sku)).toEqual([stored.path]);
    const served = await second.inject({ method: 'GET', url: stored.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${stored.id}"`);
    expect(served.rawPayload.equals(inBucket)).toBe(true);

    await callBackoffice(first, 'removeProductPicture', {
      token: editor.token,
      params: { sku, pictureId: stored.id },
    });
    expect(await shownImages(second, sku)).toEqual([
      `/images/products/${sku}/1.svg`,
      `/images/products/${sku}/2.svg`,
    ]);
    await database.db.update(uploadedPictures).set({ releasedAt: new Date(Date.now() - 31 * 86_400_000) });
    expect(await pruneReleasedPictures(database.db, s3PictureStore(settings()))).toBe(1);
    expect((await second.inject({ method: 'GET', url: stored.path })).statusCode).toBe(404);
  });
});

describe('where pictures are kept, from the environment', () => {
  it('the data folder by default, S3 when S3_BUCKET is set, and refuses half-given settings', () => {
    expect(pictureStoreFromEnv({}, '/srv/shop-data').place).toBe('/srv/shop-data/pictures');
    expect(
      pictureStoreFromEnv({ S3_BUCKET: 'shop', S3_PREFIX: 'p/', S3_ENDPOINT: 'http://minio:9000' }, '/x')
        .place,
    ).toBe('s3://shop/p/');
    expect(readS3PictureSettings({ S3_BUCKET: 'shop', S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({
      region: 'us-east-1',
      prefix: 'pictures/',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(readS3PictureSettings({ S3_BUCKET: 'shop', S3_REGION: 'ap-southeast-1' })).toMatchObject({
      region: 'ap-southeast-1',
      forcePathStyle: false,
    });
    expect(() => readS3PictureSettings({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither.',
    );
    expect(() => readS3PictureSettings({ S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000 x' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => readS3PictureSettings({ S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
