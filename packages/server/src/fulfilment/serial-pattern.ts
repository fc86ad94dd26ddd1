import { DomainError } from '../domain-error.ts';

/** The longest serial number (or pattern) the shop keeps. */
export const SERIAL_MAX_LENGTH = 60;

/** A serial number as stored: trimmed and upper case, as a scanner or a label gives it. */
export const normaliseSerial = (typed: string) => typed.trim().toUpperCase();

/**
 * A product's serial pattern when it is a usable regular expression (JavaScript syntax, matched
 * against the whole upper-case serial); a clear refusal otherwise.
 */
export function checkSerialPattern(pattern: string): string {
  const refuse = (reason: string) =>
    new DomainError('invalid', 'VALIDATION_FAILED', `The serial pattern ${reason}`, {
      issues: [{ path: '/body/serialPattern', message: reason }],
    });
  if (pattern.trim() === '' || pattern.length > 200) throw refuse('must have 1 to 200 characters');
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    throw refuse(`is not a regular expression: ${(error as Error).message}`);
  }
  return pattern;
}

/** Whether a serial fits a pattern, the whole serial. */
export const fitsSerialPattern = (serial: string, pattern: string) =>
  new RegExp(`^(?:${pattern})$`, 'u').test(serial);
