import { useId } from 'react';
import { useStore } from 'zustand';
import { useLaterWords } from '../i18n/useLaterWords';
import { soundStore } from '../sound/preference';

/**
 * The sound in the table options: the same switch as the top bar's, and the volume. A device's
 * preference, saved apart from the table, so it changes at any moment, even during a deal.
 */
export function SoundOptions() {
  const on = useStore(soundStore, (s) => s.on);
  const volume = useStore(soundStore, (s) => s.volume);
  const words = useLaterWords();
  const volumeId = useId();
  return (
    <fieldset className="box options__group options__sound">
      <legend>{words.soundOption}</legend>
      <label className="options__choice">
        <input
          type="checkbox"
          role="switch"
          data-testid="sound-switch"
          checked={on}
          onChange={() => soundStore.getState().toggle()}
        />
        <span>
          {words.playSounds}
          <small className="options__about quiet">{words.soundAbout}</small>
        </span>
      </label>
      <div className="options__volume row">
        <label htmlFor={volumeId}>{words.volume}</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          data-testid="sound-volume"
          aria-valuetext={words.volumeLevel(volume)}
          onChange={(event) => soundStore.getState().setVolume(Number(event.target.value))}
        />
        <output htmlFor={volumeId}>{words.volumeLevel(volume)}</output>
      </div>
    </fieldset>
  );
}
