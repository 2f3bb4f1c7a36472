import { lazy, Suspense, useContext, useEffect, useId } from 'react';
import { InstantContext } from '../app/InstantContext';
import { GAMES, SHOE_DECKS } from '../rules';
import { useTable } from '../store/TableContext';
import { DEAL_SPEEDS, REVEALS, SHOE_KINDS } from '../table/vocabulary';
import { loadCasinoShoeRules, loadVariantRules } from '../save/chunks';
import { Dialog } from './Dialog';
import { SoundOptions } from './SoundOptions';
import { useLaterWords } from '../i18n/useLaterWords';

const SIDE_BETS_CHOICE = ['off', 'on'] as const;
/** The honest session's limits and reality check: their own chunk. */
const LimitsForm = lazy(() => import('./session/LimitsForm'));

interface ChoiceProps<T extends string | number> {
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  about?: (value: T) => string;
  /** A note under the group: what overrides it. */
  note?: string;
  disabled: boolean;
  onChange: (value: T) => void;
}

/** One option as a group of radio buttons: the arrow keys move between its values. */
function Choice<T extends string | number>({
  legend,
  values,
  value,
  label,
  about,
  note,
  disabled,
  onChange,
}: ChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="box options__group" disabled={disabled}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v} className="options__choice">
          <input type="radio" name={name} checked={v === value} onChange={() => onChange(v)} />
          <span>
            {label(v)}
            {about && <small className="options__about quiet">{about(v)}</small>}
          </span>
        </label>
      ))}
      {note !== undefined && <small className="options__about quiet">{note}</small>}
    </fieldset>
  );
}

/** The table options: every default is the original game; each change is saved with the table. */
export default function TableOptionsDialog({ onClose }: { onClose: () => void }) {
  const settings = useTable((s) => s.settings);
  const dealing = useTable((s) => s.phase === 'dealing');
  const setSettings = useTable((s) => s.setSettings);
  const words = useLaterWords();
  const reducedMotion = useContext(InstantContext);
  // Fetch the casino shoe's rules while the options are read, so choosing it takes at once.
  useEffect(() => void loadCasinoShoeRules(), []);
  useEffect(() => void loadVariantRules(), []);
  return (
    <Dialog title={words.tableOptions} onClose={onClose} testId="table-options">
      <p className="dialog__lead">{words.optionsLead(dealing)}</p>
      <Choice
        legend={words.shoeOption}
        values={SHOE_KINDS}
        value={settings.shoe}
        label={(v) => words.shoeKind[v][0]}
        about={(v) => words.shoeKind[v][1]}
        disabled={dealing}
        onChange={(shoe) => setSettings({ shoe })}
      />
      <Choice
        legend={words.decksOption}
        values={SHOE_DECKS}
        value={settings.decks}
        label={words.decks}
        disabled={dealing}
        onChange={(decks) => setSettings({ decks })}
      />
      <Choice
        legend={words.gameOption}
        values={GAMES}
        value={settings.game}
        label={(v) => words.game[v]}
        about={(v) => words.gameAbout[v]}
        disabled={dealing}
        onChange={(game) => setSettings({ game })}
      />
      <Choice
        legend={words.sideBetsOption}
        values={SIDE_BETS_CHOICE}
        value={settings.sideBets ? 'on' : 'off'}
        label={(v) => (v === 'on' ? words.sideBetsOn : words.sideBetsOff)}
        disabled={dealing}
        onChange={(v) => setSettings({ sideBets: v === 'on' })}
      />
      <Choice
        legend={words.dealSpeedOption}
        values={DEAL_SPEEDS}
        value={settings.dealSpeed}
        label={(v) => words.dealSpeeds[v]}
        note={reducedMotion ? words.reducedMotionNote : undefined}
        disabled={dealing}
        onChange={(dealSpeed) => setSettings({ dealSpeed })}
      />
      <Choice
        legend={words.revealOption}
        values={REVEALS}
        value={settings.reveal}
        label={(v) => words.reveal[v][0]}
        about={(v) => words.reveal[v][1]}
        disabled={dealing}
        onChange={(reveal) => setSettings({ reveal })}
      />
      <SoundOptions />
      <Suspense fallback={null}>
        <LimitsForm />
      </Suspense>
    </Dialog>
  );
}
