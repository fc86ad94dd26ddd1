// The bearer-token check is transport and lives in http/; the commerce routes still import it here.
export { sessionOf } from '../http/bearer-auth.ts';
