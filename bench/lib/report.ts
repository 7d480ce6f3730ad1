import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { Machine } from './machine.ts';
import { RESULTS_DIR } from './config.ts';

/** One line of the results table. */
export interface Row {
  section: string;
  metric: string;
  /** The figure, with its unit. */
  value: string;
  /** What it is compared with in the same run ("-" when a fixed target only). */
  baseline: string;
  /** The ratio to the baseline and/or the target, e.g. "62 % (target >= 40 %)". */
  target: string;
  /** null: informational, no target. */
  pass: boolean | null;
}

export interface SectionNote {
  section: string;
  text: string;
}

export class Report {
  readonly rows: Row[] = [];
  readonly notes: SectionNote[] = [];
  readonly details: Record<string, unknown> = {};

  add(row: Row) {
    this.rows.push(row);
    const mark = row.pass === null ? 'info' : row.pass ? 'PASS' : 'FAIL';
    console.log(
      `  [${mark}] ${row.section} / ${row.metric}: ${row.value}` +
        (row.baseline !== '-' ? ` (baseline ${row.baseline})` : '') +
        (row.target !== '-' ? ` ${row.target}` : ''),
    );
  }

  note(section: string, text: string) {
    this.notes.push({ section, text });
    console.log(`  note (${section}): ${text}`);
  }

  /** Raw figures kept in the JSON result file. */
  detail(key: string, value: unknown) {
    this.details[key] = value;
  }
}

export interface RunMeta {
  startedAt: Date;
  seconds: number;
  skipped: string[];
  /** 1-minute load average when the run started and ended (other work on the machine). */
  loadAtStart: number;
  loadAtEnd: number;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export async function renderMarkdown(
  report: Report,
  machine: Machine,
  meta: RunMeta,
): Promise<string> {
  const lines = [
    '# ScanOrder benchmark',
    '',
    `Run ${meta.startedAt.toISOString()} on ${machine.label} (${machine.memoryGb} GB RAM, ${machine.platform}, Node ${machine.node}); total ${meta.seconds.toFixed(0)} s; load average ${meta.loadAtStart.toFixed(1)} at the start, ${meta.loadAtEnd.toFixed(1)} at the end.` +
      (meta.skipped.length > 0 ? ` Skipped: ${meta.skipped.join(', ')}.` : ''),
    '',
    '| Section | Metric | Value | Baseline (same run) | Ratio / target | Result | Machine |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...report.rows.map(
      (row) =>
        `| ${cell(row.section)} | ${cell(row.metric)} | ${cell(row.value)} | ${cell(row.baseline)} | ${cell(row.target)} | ${
          row.pass === null ? 'info' : row.pass ? 'pass' : '**FAIL**'
        } | ${cell(`${machine.cores} cores, ${machine.cpuModel}`)} |`,
    ),
  ];
  if (report.notes.length > 0) {
    lines.push('', '## Notes', '');
    for (const note of report.notes) lines.push(`- ${note.section}: ${note.text}`);
  }
  return prettier.format(lines.join('\n') + '\n', { parser: 'markdown', printWidth: 100 });
}

/** Writes results/latest.md and a timestamped JSON file with every raw figure. */
export async function writeResults(
  report: Report,
  machine: Machine,
  meta: RunMeta,
): Promise<{ markdown: string; markdownPath: string; jsonPath: string }> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const markdown = await renderMarkdown(report, machine, meta);
  const markdownPath = path.join(RESULTS_DIR, 'latest.md');
  fs.writeFileSync(markdownPath, markdown);
  const stamp = meta.startedAt.toISOString().replace(/[:.]/g, '-');
  const jsonPath = path.join(RESULTS_DIR, `${stamp}.json`);
  fs.writeFileSync(
    jsonPath,
    JSON.stringify(
      { machine, ...meta, rows: report.rows, notes: report.notes, details: report.details },
      null,
      2,
    ),
  );
  return { markdown, markdownPath, jsonPath };
}
