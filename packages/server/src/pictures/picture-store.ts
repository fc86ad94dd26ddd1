import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** Where uploaded pictures' files are kept, each under its file name (`{id}.webp`). */
export interface PictureStore {
  /** Where, for the log and for people: a folder or `s3://bucket/prefix`. */
  readonly place: string;
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file, or null when the store has none of that name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; removing one that is not there is no error. */
  remove(name: string): Promise<void>;
}

/** Files in a folder (by default `pictures/` in the data folder); written whole or not at all. */
export function folderPictureStore(folder: string): PictureStore {
  return {
    place: folder,
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      const partial = join(folder, `.${name}.${randomUUID()}.part`);
      await writeFile(partial, bytes);
      await rename(partial, join(folder, name));
    },
    async get(name) {
      try {
        return await readFile(join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(folder, name), { force: true });
    },
  };
}

export interface S3PictureSettings {
  bucket: string;
  /** Prepended to every file name (`pictures/`); '' for none. */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces …); AWS's own when absent. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most S3-compatible services want it. */
  forcePathStyle: boolean;
  /** Without them, the SDK's own chain (AWS_ACCESS_KEY_ID …, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects in an S3 bucket or an S3-compatible service. */
export function s3PictureStore(settings: S3PictureSettings): PictureStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${settings.prefix}${name}`;
  return {
    place: `s3://${Bucket}/${settings.prefix}`,
    async put(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentType: 'image/webp',
          // The name is the content's own hash: a copy served straight from the bucket never changes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
}

/**
 * The picture store the environment names: S3 when S3_BUCKET is set (S3_REGION, S3_ENDPOINT,
 * S3_FORCE_PATH_STYLE, S3_PREFIX, S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY), else the `pictures`
 * folder of the data folder.
 */
export function pictureStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): PictureStore {
  const settings = readS3PictureSettings(env);
  return settings ? s3PictureStore(settings) : folderPictureStore(join(dataDir, 'pictures'));
}

export function readS3PictureSettings(env: NodeJS.ProcessEnv): S3PictureSettings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither.');
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !(/^https?:\/\//.test(endpoint) && URL.canParse(endpoint))) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}".`);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${env.S3_FORCE_PATH_STYLE}".`);
  }
  return {
    bucket,
    prefix: env.S3_PREFIX ?? 'pictures/',
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
