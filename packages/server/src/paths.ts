import { fileURLToPath } from 'node:url';

/** Files the server needs, resolved from this file so the working directory does not matter. */
const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const contractPath = fromHere('../../../openapi/storefront.yaml');
export const backofficeContractPath = fromHere('../../../openapi/backoffice.yaml');
export const migrationsFolder = fromHere('../drizzle');
export const seedDataDir = fromHere('../data');
export const defaultDataDir = fromHere('../../../.data');
export const defaultStaticDir = fromHere('../../storefront/dist');
export const defaultBackofficeDir = fromHere('../../backoffice/dist');
