import type { components as backoffice } from '@probuild/api-client/backoffice/schema';
import type { components } from '@probuild/api-client/schema';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { legalVersions } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { bangkokToday } from '../warranty/serials.ts';
import { checkedAgainstStorefront } from './storefront-shapes.ts';

type LegalSlug = components['schemas']['LegalSlug'];
type LegalPage = components['schemas']['LegalPage'];
type LegalVersion = backoffice['schemas']['LegalVersion'];
type NewLegalVersion = backoffice['schemas']['NewLegalVersion'];
type Row = typeof legalVersions.$inferSelect;

/** The version of a legal page the storefront shows: the latest one in effect, with its date. */
export async function currentLegalPage(db: AppDatabase, slug: LegalSlug): Promise<LegalPage> {
  const [row] = await db
    .select()
    .from(legalVersions)
    .where(and(eq(legalVersions.slug, slug), eq(legalVersions.inEffect, true)))
    .orderBy(desc(legalVersions.effectiveDate))
    .limit(1);
  // Seeded with the database: a missing one is a broken installation, not a bad request.
  if (!row) throw new Error(`The legal page ${slug} has no version in effect: run the seed.`);
  return {
    slug,
    ...(row.payload as Omit<LegalPage, 'slug' | 'effectiveDate'>),
    effectiveDate: row.effectiveDate,
  };
}

/**
 * Marks the versions dated today or earlier as in effect. Each marked row raises the catalogue
 * version, so every instance and cache shows the new text at its next request. Runs on a timer.
 */
export async function bringDueLegalVersionsIntoEffect(
  db: AppDatabase,
  today = bangkokToday(),
): Promise<number> {
  const marked = await db
    .update(legalVersions)
    .set({ inEffect: true })
    .where(and(eq(legalVersions.inEffect, false), lte(legalVersions.effectiveDate, today)))
    .returning({ slug: legalVersions.slug });
  return marked.length;
}

function versionView(row: Row, currentDate: string | undefined): LegalVersion {
  const payload = row.payload as Pick<LegalVersion, 'title' | 'sections'>;
  return {
    slug: row.slug,
    effectiveDate: row.effectiveDate,
    status: !row.inEffect ? 'scheduled' : row.effectiveDate === currentDate ? 'current' : 'past',
    title: payload.title,
    sections: payload.sections,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}

/** Every version of a page, newest date first: scheduled ones, the current one, then the past. */
export async function legalVersionList(db: AppDatabase, slug: LegalSlug): Promise<LegalVersion[]> {
  const rows = await db
    .select()
    .from(legalVersions)
    .where(eq(legalVersions.slug, slug))
    .orderBy(desc(legalVersions.effectiveDate));
  const current = rows.find((row) => row.inEffect)?.effectiveDate;
  return rows.map((row) => versionView(row, current));
}

/**
 * Publishes a new dated version; the earlier ones stay. Dated today it is in effect at once, later
 * it waits for its day; an earlier date would claim a past the shop never showed, so it is refused.
 * The same text for the same date again answers the version already published (a double click).
 */
export async function publishLegalVersion(
  db: AppDatabase,
  actor: Actor,
  slug: LegalSlug,
  input: NewLegalVersion,
  today = bangkokToday(),
): Promise<{ version: LegalVersion; created: boolean }> {
  const { effectiveDate, ...text } = input;
  if (effectiveDate < today) {
    throw new DomainError('unprocessable', 'LEGAL_DATE_PAST', `The date must be today (${today}) or later.`);
  }
  const payload = checkedAgainstStorefront('LegalPage', { slug, effectiveDate, ...text });
  delete payload.slug;
  delete payload.effectiveDate;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(legalVersions)
      .values({ slug, effectiveDate, payload, inEffect: effectiveDate <= today, publishedBy: actor.email })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(legalVersions)
        .where(and(eq(legalVersions.slug, slug), eq(legalVersions.effectiveDate, effectiveDate)));
      if (existing && sameJson(existing.payload, payload)) {
        return {
          version: (await legalVersionList(tx, slug)).find(
            (v) => v.effectiveDate === effectiveDate,
          ) as LegalVersion,
          created: false,
        };
      }
      throw new DomainError(
        'conflict',
        'LEGAL_VERSION_EXISTS',
        `The page already has a version dated ${effectiveDate}.`,
      );
    }
    await recordAudit(tx, actor, {
      action: 'legal.publish',
      targetType: 'legal',
      targetId: `${slug}@${effectiveDate}`,
      before: null,
      after: { effectiveDate, ...payload },
    });
    const version = (await legalVersionList(tx, slug)).find((v) => v.effectiveDate === effectiveDate);
    return { version: version as LegalVersion, created: true };
  });
}

/** Withdraws a version that has not taken effect; versions that were shown stay on record. */
export async function withdrawLegalVersion(
  db: AppDatabase,
  actor: Actor,
  slug: LegalSlug,
  effectiveDate: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(legalVersions)
      .where(and(eq(legalVersions.slug, slug), eq(legalVersions.effectiveDate, effectiveDate)))
      .for('update');
    if (!row) {
      throw new DomainError(
        'notFound',
        'LEGAL_VERSION_NOT_FOUND',
        `No version of ${slug} dated ${effectiveDate}.`,
      );
    }
    if (row.inEffect) {
      throw new DomainError(
        'conflict',
        'LEGAL_VERSION_IN_EFFECT',
        'A version that has been in effect stays on record.',
      );
    }
    await tx
      .delete(legalVersions)
      .where(and(eq(legalVersions.slug, slug), eq(legalVersions.effectiveDate, effectiveDate)));
    await recordAudit(tx, actor, {
      action: 'legal.withdraw',
      targetType: 'legal',
      targetId: `${slug}@${effectiveDate}`,
      before: row.payload,
      after: null,
    });
  });
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));

/** The value with its objects' keys sorted (jsonb does not keep the order they were written in). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, sortedKeys(inner)]),
    );
  }
  return value;
}
