import type { TableState } from '../table/state';
import type { TableStore } from '../store/api';
import { cuesFor } from './cues';
import type { SoundPreference } from '../save/soundPreference';
import type { SoundStore } from './preference';
import { createSynth, type Synth } from './synth';

/**
 * The gestures that wake the audio: each event type, and whether it is heard in the capture phase
 * (before the page handles it). A click is heard once the page has handled it, so the sound switch
 * turned on opens the audio within its own click: the volume alone opens none (synth.ts). M turned
 * on opens it with the next sound or gesture; a keyup is not listened to, since M that mutes would
 * open it a moment early.
 */
const GESTURES = [
  ['pointerdown', true],
  ['keydown', true],
  ['click', false],
] as const;

/**
 * The table's sound, loaded after the page's first click or key press (useSound): plays what the
 * director hears in each change of the table, at the player's volume, while the sound is on.
 * `before` is the table as it was at that first gesture, so a deal made by it is heard too.
 * `pressEnded`, when given, settles as that gesture's press ends (its finger, button or key up):
 * the audio opens, and the sounds asked for so far play, only once the press has been answered
 * (the frame after its end has been painted), since opening the audio is a long task on a slow
 * phone (an AudioContext: over 100 ms at low-tier) that the press's answer would otherwise wait for.
 * Returns what stops it.
 */
export function startSound(
  table: TableStore,
  preference: SoundStore,
  before: TableState,
  pressEnded?: Promise<unknown>,
  synth: Synth | null = createSynth(),
): () => void {
  if (synth === null) return () => undefined; // no Web Audio here: the table plays on in silence
  const level = ({ on, volume }: SoundPreference) => synth.setVolume(on ? volume : 0);
  level(preference.getState());
  // The cues are heard from the change, and read from it and their sounds made in a task of their
  // own: building a sound's nodes takes a few milliseconds a cue (tens at a settle on a slow phone),
  // and reading a deal's cues about 15 ms at the low tier (13.83×), which would otherwise lengthen
  // the very task that draws the change (Deal's click). The states are the store's, never changed.
  let waiting: (readonly [TableState, TableState])[] = [];
  let timer: number | undefined;
  let open = pressEnded === undefined;
  let stopped = false;
  const playWaiting = () => {
    timer = undefined;
    const changes = waiting;
    waiting = [];
    for (const [earlier, after] of changes) for (const cue of cuesFor(earlier, after)) synth.play(cue);
  };
  const listen = (after: TableState, earlier: TableState) => {
    // A hidden tab makes no sound: its timers are throttled, and nobody is watching the cards.
    if (!preference.getState().on || document.hidden) return;
    waiting.push([earlier, after]);
    if (open) timer ??= window.setTimeout(playWaiting, 0);
  };
  listen(table.getState(), before);
  const stopTable = table.subscribe(listen);
  const stopPreference = preference.subscribe(level);
  // Browsers may hold audio until a gesture: each click or key press lets it start. The gesture
  // that loaded the sound has been made, so the audio opens now, in a task of its own: making an
  // AudioContext takes tens of milliseconds on a slow phone, too long for the next key press (a
  // Deal, perhaps) to carry as well.
  const wake = () => synth.wake();
  const listenToGestures = () => {
    for (const [type, capture] of GESTURES) window.addEventListener(type, wake, capture);
  };
  let opening: number | undefined;
  let frame: number | undefined;
  if (open) {
    listenToGestures();
    opening = window.setTimeout(wake, 0);
  } else {
    // The audio opens in a task after the press's answer, and the first sounds play in the next:
    // at low-tier the AudioContext and its noise are over 100 ms, and the first sound's nodes tens
    // more, so each is a task of its own (a press that comes meanwhile waits for one, not both).
    const openNow = () => {
      open = true;
      listenToGestures();
      wake();
      timer ??= window.setTimeout(playWaiting, 0);
    };
    void pressEnded!.then(() => {
      if (!stopped) frame = requestAnimationFrame(() => (opening = window.setTimeout(openNow, 0)));
    });
  }
  return () => {
    stopped = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    window.clearTimeout(opening);
    window.clearTimeout(timer);
    stopTable();
    stopPreference();
    for (const [type, capture] of GESTURES) window.removeEventListener(type, wake, capture);
    synth.close();
  };
}
