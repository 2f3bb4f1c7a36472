import { useStore } from 'zustand';
import { useLaterWords } from '../i18n/useLaterWords';
import { shortcutOf } from '../app/commands';
import { soundStore } from '../sound/preference';

/**
 * The sound switch of the top bar (also the `M` key): a speaker, with waves while the sound is on.
 * A chunk of its own with the preference it shows, loaded right after the table; its place is kept meanwhile.
 * The first load carries none of it.
 */
export default function SoundToggle() {
  const on = useStore(soundStore, (s) => s.on);
  // The switch's name is the option's (Sound): its words come with the announcer's, in this chunk.
  const words = useLaterWords();
  return (
    <button
      type="button"
      className="sound-toggle"
      data-testid="sound-toggle"
      aria-pressed={on}
      aria-label={words.soundOption}
      aria-keyshortcuts={shortcutOf('mute')}
      title={words.soundOption}
      onClick={() => soundStore.getState().toggle()}
    >
      {/* Drawn by styles.css (.sound-toggle svg): the speaker filled, the waves or the cross stroked. */}
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M3 8h3l4-3.5v11L6 12H3z" />
        <path d={on ? 'M13 7.5a3.5 3.5 0 0 1 0 5M15.5 5a7 7 0 0 1 0 10' : 'M13 7.5l5 5m0-5l-5 5'} />
      </svg>
    </button>
  );
}
