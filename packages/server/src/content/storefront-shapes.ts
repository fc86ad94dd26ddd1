import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../contract.ts';
import { DomainError } from '../domain-error.ts';

const STOREFRONT = 'storefront';

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/**
 * The storefront contract's schema of an answer item (openapi/storefront.yaml), compiled once: what
 * staff write is checked against the very shape the storefront reads. Properties the schema does
 * not name are dropped, so nothing unchecked is stored.
 */
function validatorOf(schemaName: string): ValidateFunction {
  let validate = compiled.get(schemaName);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.compile({ $ref: `${STOREFRONT}#/components/schemas/${schemaName}` });
    compiled.set(schemaName, validate);
  }
  return validate;
}

function createAjv(): Ajv2020 {
  const instance = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    removeAdditional: 'all',
  });
  addFormats(instance);
  instance.addSchema(loadContract(), STOREFRONT);
  return instance;
}

const issueOf = (prefix: string, error: ErrorObject) =>
  error.keyword === 'required'
    ? {
        path: `${prefix}${error.instancePath}/${String(error.params.missingProperty)}`,
        message: 'is required',
      }
    : { path: `${prefix}${error.instancePath}`, message: error.message ?? 'is invalid' };

/**
 * A copy of `item` checked against the storefront schema `schemaName`, without the properties the
 * schema does not name; 400 `VALIDATION_FAILED` with a path per field (under `prefix`) otherwise.
 */
export function checkedAgainstStorefront(
  schemaName: string,
  item: Record<string, unknown>,
  prefix = '/body',
): Record<string, unknown> {
  const copy = structuredClone(item);
  const validate = validatorOf(schemaName);
  if (!validate(copy)) {
    const issues = (validate.errors ?? []).map((error) => issueOf(prefix, error));
    throw new DomainError(
      'invalid',
      'VALIDATION_FAILED',
      issues.map(({ path, message }) => `${path} ${message}`).join('; '),
      { issues },
    );
  }
  return copy;
}

/**
 * The paths of texts staff left without both languages: every localized text (an object with `th`)
 * needs Thai and English, though the storefront falls back to Thai for older content.
 */
export function textsMissingALanguage(value: unknown, path: string): { path: string; message: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsMissingALanguage(item, `${path}/${index}`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.th === 'string') {
    return (['th', 'en'] as const).flatMap((language) => {
      const text = record[language];
      if (text === undefined) return [{ path: `${path}/${language}`, message: 'is required' }];
      return typeof text === 'string' && text.trim() === ''
        ? [{ path: `${path}/${language}`, message: 'must not be empty' }]
        : [];
    });
  }
  return Object.entries(record).flatMap(([key, inner]) => textsMissingALanguage(inner, `${path}/${key}`));
}
