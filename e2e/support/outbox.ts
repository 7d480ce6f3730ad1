import fs from 'node:fs/promises';
import path from 'node:path';

/** Waits for the newest email to `to` in the server's outbox and returns its first link. */
export async function waitForMailLink(
  to: string,
  { timeoutMs = 10_000, subject }: { timeoutMs?: number; subject?: RegExp } = {},
): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const raw = await fs.readFile(path.join(outbox, file), 'utf8');
      const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!unfolded.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      if (subject && !subject.test(unfolded)) continue;
      const body = unfolded
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      const link = /https?:\/\/[^\s"<>]+/.exec(body);
      if (link) return link[0].replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} arrived in ${outbox}`);
}

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
}
