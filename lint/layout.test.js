// Folder names that promise what is inside: a file under hooks/ is a hook (`use-*`), so the
// plain functions hooks and components share live in lib/ and are found there.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSource = path.resolve(import.meta.dirname, '../apps/web/src');
const files = fs
  .readdirSync(webSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file));

describe('the web app layout', () => {
  it('has only hooks (use-*.ts, use-*.tsx and their tests) under hooks/', () => {
    const hookFolders = files.filter((file) => file.split(path.sep).includes('hooks'));
    expect(hookFolders.length).toBeGreaterThan(10);
    expect(
      hookFolders.filter((file) => !/^use-[a-z0-9-]+(\.test)?\.tsx?$/.test(path.basename(file))),
    ).toEqual([]);
  });
});
