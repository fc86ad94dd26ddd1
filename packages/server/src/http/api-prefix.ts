/** Where the contract's operations are served: every API path starts with it. */
export const API_PREFIX = '/api/v1';
