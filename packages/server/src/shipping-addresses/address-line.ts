/** Control characters (line breaks, tabs, C0 and C1 codes): an address line is one line of text. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Why an address line cannot be saved as given, or null when it can (the contract has checked length and blankness). */
export function addressLineProblem(line: string): string | null {
  return CONTROL_CHARACTER.test(line) ? 'must not contain control characters (line breaks, tabs)' : null;
}
