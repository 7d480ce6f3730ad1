import { describe, expect, it } from 'vitest';
import { uploadProblemOf } from './upload-rules.ts';

describe('uploadProblemOf', () => {
  it.each([
    [{ name: 'logo.PNG', size: 1_000_000 }, null],
    [{ name: `${'a'.repeat(66)}.gif`, size: 10 }, null],
    [{ name: `${'a'.repeat(67)}.gif`, size: 10 }, 'Name is larger than 70 characters'],
    [{ name: 'big.jpg', size: 1_000_001 }, 'File Size is too Large!'],
    [{ name: 'notes.pdf', size: 10 }, 'Only png, jpg, jpeg or gif images are accepted.'],
    [{ name: 'png', size: 10 }, 'Only png, jpg, jpeg or gif images are accepted.'],
  ])('%o -> %s', (file, problem) => {
    expect(uploadProblemOf(file)).toBe(problem);
  });
});
