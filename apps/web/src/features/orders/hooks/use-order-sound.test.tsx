import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAudio } from '../../../test/web-audio.ts';
import { useOrderSound } from './use-order-sound.ts';

type Sound = ReturnType<typeof useOrderSound>;

function SoundUser({ onSound }: { onSound: (sound: Sound) => void }) {
  onSound(useOrderSound());
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useOrderSound', () => {
  it('gives every user on the page one context, unlocked once by the first gesture', async () => {
    const { made, tones } = stubAudio();
    const sounds: Sound[] = [];
    const alerts = render(<SoundUser onSound={(sound) => (sounds[0] = sound)} />);
    const board = render(<SoundUser onSound={(sound) => (sounds[1] = sound)} />);

    fireEvent.pointerDown(window);
    await vi.waitFor(() => expect(made[0]?.state).toBe('running'));
    fireEvent.keyDown(window);
    expect(made).toHaveLength(1);
    expect(made[0]!.resume).toHaveBeenCalledTimes(1);

    // Either user's sound plays on the shared context.
    sounds[0]!.play();
    sounds[1]!.play();
    expect(tones).toHaveBeenCalledTimes(4);

    // It stays open while one user is left, and closes with the last.
    board.unmount();
    expect(made[0]!.close).not.toHaveBeenCalled();
    alerts.unmount();
    expect(made[0]!.close).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
  });
});
