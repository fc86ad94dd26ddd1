/** A server text's paragraphs: blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
}
