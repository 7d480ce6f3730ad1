import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('theme', () => {
  it('gives the status colours used as small text (chips, helper text) AA contrast on white', () => {
    const { warning, success, error } = theme.palette;
    for (const colour of [warning.main, success.main, error.main])
      expect(getContrastRatio(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
