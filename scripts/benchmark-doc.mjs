// docs/benchmarks.md is written by the benches: each replaces its own section, then the table at the
// top is made again from every table of the document with a "Target" column, so the current figures
// stand against their targets in one place. Investigations and changes tried and not kept are in
// docs/benchmark-experiments.md, which no bench writes.
//
//   node scripts/benchmark-doc.mjs [section.md]   (writes that section, or remakes the summary alone)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHMARKS_DOC = join(root, 'docs/benchmarks.md');
const SUMMARY_HEADING = '## Current figures against their targets';

/** Puts `section` (which starts with its `## ` heading) in place of the section of that heading, or at the end. */
export function writeBenchmarkSection(section, file = BENCHMARKS_DOC) {
  const heading = section.slice(0, section.indexOf('\n'));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  writeFileSync(file, withSummary(replaceSection(current, heading, section.trimEnd())));
  // The repository's formatter aligns the tables (the lint step checks docs too).
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', file], { cwd: root, stdio: 'ignore' });
}

function replaceSection(document, heading, section) {
  const start = document.indexOf(`\n${heading}\n`);
  if (start < 0) return `${document.trimEnd()}\n\n${section}\n`;
  const next = document.indexOf('\n## ', start + heading.length + 1);
  return `${document.slice(0, start + 1)}${section}\n${next < 0 ? '' : document.slice(next)}`;
}

const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * Every row with a target in a table of a bench's section: the figure (the row's first cell, under
 * its `###` heading), what was measured (the "Median" column, else the one before "Target"), the
 * target and the verdict beside it, with the date the section was measured.
 */
function targetRows(document) {
  const rows = [];
  let section = '';
  let subsection = '';
  let date = '';
  let header;
  for (const line of document.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3);
      subsection = '';
      date = '';
    } else if (line.startsWith('### ')) subsection = line.slice(4);
    date ||= line.match(/\b(\d{4}-\d{2}-\d{2})\b/)?.[1] ?? '';
    if (!line.startsWith('|')) {
      header = undefined;
      continue;
    }
    const cells = cellsOf(line);
    if (!header) {
      header = cells;
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const target = header.indexOf('Target');
    if (target < 0 || section === SUMMARY_HEADING.slice(3) || !cells[target]) continue;
    const median = header.indexOf('Median');
    // A table that measures each route on each database names the database in its row.
    const database = header.indexOf('Database');
    const name = database > 0 ? `${cells[0]} (${cells[database]})` : cells[0];
    rows.push({
      figure: subsection ? `${section} — ${subsection}: ${name}` : `${section}: ${name}`,
      measured: cells[median >= 0 ? median : target - 1],
      target: cells[target],
      verdict: cells[target + 1] ?? '',
      date,
    });
  }
  return rows;
}

/** The document with its summary table made again from its sections' targets. */
function withSummary(document) {
  const rows = targetRows(document);
  const summary = `${SUMMARY_HEADING}

Made by the benches from the tables below each time one of them runs; the date is when that
figure was measured. A missed target stays open: its section below and the experiments say what limits it.

| Figure | Measured | Target | | Measured on |
| --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row.figure} | ${row.measured} | ${row.target} | ${row.verdict} | ${row.date} |`).join('\n')}`;
  const withoutOld = document.includes(`\n${SUMMARY_HEADING}\n`)
    ? replaceSection(document, SUMMARY_HEADING, '').replace(/\n{3,}/g, '\n\n')
    : document;
  const firstSection = withoutOld.indexOf('\n## ');
  return firstSection < 0
    ? `${withoutOld.trimEnd()}\n\n${summary}\n`
    : `${withoutOld.slice(0, firstSection + 1)}${summary}\n${withoutOld.slice(firstSection)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sectionFile = process.argv[2];
  if (sectionFile) writeBenchmarkSection(readFileSync(sectionFile, 'utf8'));
  else {
    writeFileSync(BENCHMARKS_DOC, withSummary(readFileSync(BENCHMARKS_DOC, 'utf8')));
    spawnSync('pnpm', ['exec', 'biome', 'format', '--write', BENCHMARKS_DOC], { cwd: root, stdio: 'ignore' });
  }
}
