// Writes bench/report.json (the rows as measured) and bench/report.md (the same table with how it was
// measured), and formats the summary the bench prints.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const HEADINGS = ['figure', 'value', 'baseline', 'ratio', 'target', 'holds'];

const show = (number) => (number === null || number === undefined ? '—' : String(number));
const verdict = (holds) => (holds === null ? 'info' : holds ? 'yes' : 'NO');

function rowsOf(figures) {
  return figures.map((row) => [
    row.name,
    `${show(row.value)} ${row.unit}`,
    row.baseline === null ? '—' : `${show(row.baseline)} ${row.unit}`,
    show(row.ratio),
    row.target ?? '—',
    verdict(row.holds),
  ]);
}

/** A plain-text table for the terminal, columns padded to their widest cell. */
export function summaryTable(figures) {
  const rows = [HEADINGS, ...rowsOf(figures)];
  const widths = HEADINGS.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  const held = figures.filter((row) => row.holds === true).length;
  const targeted = figures.filter((row) => row.holds !== null).length;
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line), '', `${held} of ${targeted} targets hold.`].join('\n');
}

export function writeReport(benchDir, figures, { settings, notes }) {
  writeFileSync(path.join(benchDir, 'report.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const escape = (cell) => cell.replaceAll('|', '\\|');
  const markdown = [
    '# Koinonia benchmark report',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()}. ${settings}`,
    '',
    `| ${HEADINGS.join(' | ')} |`,
    `|${HEADINGS.map(() => '---').join('|')}|`,
    ...rowsOf(figures).map((row) => `| ${row.map(escape).join(' | ')} |`),
    '',
    '## How it was measured',
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  writeFileSync(path.join(benchDir, 'report.md'), markdown);
}
