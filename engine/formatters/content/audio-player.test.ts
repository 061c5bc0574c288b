import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { audioPlayer } from './audio-player';

const scope = testScope();

describe('audio-player', () => {
  it('renders a native player with a download fallback', () => {
    const item = { id: 'I1', title: 'Episode "1"', structuredContent: { audioAssetUrl: 'http://a/b.mp3?x=1&y=2' } };
    expect(audioPlayer(item, [], scope)).toBe(
      '<div class="audio-player" id="audio-player-I1" data-item-id="I1">' +
        '<audio controls="" preload="none" src="http://a/b.mp3?x=1&amp;y=2" aria-label="Episode &quot;1&quot;">' +
        '<a href="http://a/b.mp3?x=1&amp;y=2">Download the audio</a></audio></div>',
    );
  });

  it('leaves out what the item does not have', () => {
    expect(audioPlayer({ structuredContent: { audioAssetUrl: 'a.mp3' } }, [], scope)).toBe(
      '<div class="audio-player"><audio controls="" preload="none" src="a.mp3"><a href="a.mp3">Download the audio</a></audio></div>',
    );
  });

  it('prints nothing without an audio file', () => {
    for (const value of [undefined, null, {}, { structuredContent: { audioAssetUrl: '' } }, 'x']) {
      expect(audioPlayer(value, [], scope)).toBe('');
    }
  });
});
