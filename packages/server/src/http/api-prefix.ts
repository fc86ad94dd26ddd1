/** Where the contract's operations are served: every API path starts with it. */
export const API_PREFIX = '/api/v1';

/** Where the back office's contract (openapi/backoffice.yaml) is served. */
export const BACKOFFICE_API_PREFIX = '/api/backoffice/v1';
