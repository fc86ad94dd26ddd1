import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';

function createAjv(options: Options): Ajv2020 {
  // OpenAPI adds keywords of its own (discriminator, example, …): not strict about unknown keywords.
  const ajv = new Ajv2020({ strict: false, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * Request validation for routes built from the OpenAPI 3.1 document (JSON Schema 2020-12).
 * Bodies are checked as sent: nothing removed, nothing converted. Query, path and header values
 * arrive as strings, so they are converted to the declared types and get their defaults.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodies = createAjv({ coerceTypes: false, removeAdditional: false, useDefaults: false });
  const parameters = createAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : parameters;
    // fastify-openapi-glue gives every recursive schema the same $id: the newest one wins.
    const id = (schema as { $id?: string }).$id;
    if (id && ajv.getSchema(id)) ajv.removeSchema(id);
    // No schema of the contract is asynchronous ($async), so the compiled function answers a boolean.
    return refusingNul(ajv.compile(schema as object) as Validate);
  };
}

interface Validate {
  (data: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a value with it would fail in the database: it is refused
 * here like any other invalid value, whatever the schema says about the field.
 */
function refusingNul(validate: Validate): Validate {
  const checked: Validate = (data) => {
    const path = nulPath(data, '');
    if (path !== undefined) {
      checked.errors = [
        {
          keyword: 'nul',
          instancePath: path,
          schemaPath: '#',
          params: {},
          message: 'must not contain U+0000',
        },
      ];
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

/** Where the first string (or key) with U+0000 is in the value, as a JSON pointer. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Uploaded bytes (a picture) are no text.
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key}`;
    if (key.includes('\u0000')) return itemPath;
    const found = nulPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** One problem, as listed in an error answer's `errors`: `{ path: '/quantity', message: 'must be >= 1' }`. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export function validationIssue(error: FastifySchemaValidationError): ValidationIssue {
  const { instancePath, params } = error;
  if (error.keyword === 'required') {
    return { path: `${instancePath}/${String(params.missingProperty)}`, message: 'is required' };
  }
  if (error.keyword === 'additionalProperties') {
    return { path: `${instancePath}/${String(params.additionalProperty)}`, message: 'is not allowed' };
  }
  return { path: instancePath, message: error.message ?? 'is invalid' };
}

/** The answer's message names the part and the field, e.g. `body/quantity must be >= 1`. */
export const formatValidationErrors: FastifyServerOptions['schemaErrorFormatter'] = (errors, dataVar) =>
  new Error(
    errors
      .map((error) => validationIssue(error))
      .map(({ path, message }) => `${dataVar}${path} ${message}`)
      .join('; '),
  );
