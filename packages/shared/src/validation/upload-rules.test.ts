import { describe, expect, it } from 'vitest';
import {
  PHOTO_RULES,
  PROFILE_PICTURE_RULES,
  uploadMessages,
  uploadProblemOf,
} from './upload-rules.ts';

describe('uploadProblemOf', () => {
  it.each([
    [{ name: 'logo.PNG', size: 1_000_000 }, null],
    [{ name: `${'a'.repeat(66)}.gif`, size: 10 }, null],
    [{ name: `${'a'.repeat(67)}.gif`, size: 10 }, 'Name is larger than 70 characters'],
    [{ name: 'big.jpg', size: 1_000_001 }, 'File Size is too Large!'],
    [{ name: 'photo.webp', size: 10 }, 'Only png, jpg, jpeg or gif images are accepted.'],
    [{ name: 'notes.pdf', size: 10 }, 'Only png, jpg, jpeg or gif images are accepted.'],
    [{ name: 'png', size: 10 }, 'Only png, jpg, jpeg or gif images are accepted.'],
  ])('profile picture (docs/product/fields.md): %o -> %s', (file, problem) => {
    expect(uploadProblemOf(file, PROFILE_PICTURE_RULES)).toBe(problem);
  });

  it.each([
    [{ name: 'IMG_0042.JPG', size: 10 * 1024 * 1024 }, null],
    [{ name: 'photo.webp', size: 3_000_000 }, null],
    [{ name: 'big.jpg', size: 10 * 1024 * 1024 + 1 }, 'File Size is too Large!'],
    [{ name: `${'a'.repeat(67)}.jpg`, size: 10 }, 'Name is larger than 70 characters'],
    [{ name: 'IMG_0042.HEIC', size: 10 }, uploadMessages.heicUnsupported],
    [{ name: 'menu.pdf', size: 10 }, 'Only png, jpg, jpeg, gif or webp images are accepted.'],
  ])('photo (logo, menu item): %o -> %s', (file, problem) => {
    expect(uploadProblemOf(file, PHOTO_RULES)).toBe(problem);
  });
});
