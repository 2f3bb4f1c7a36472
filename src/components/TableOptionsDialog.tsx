import { useEffect, useId } from 'react';
import { GAMES, SHOE_DECKS } from '../rules';
import { useTable } from '../app/TableContext';
import { loadCasinoShoeRules, loadVariantRules, SHOE_KINDS, type Settings } from '../store/types';
import { Dialog } from './Dialog';
import { GAME_NAME } from './labels';

const SHOE_LABEL: Readonly<Record<Settings['shoe'], { name: string; about: string }>> = {
  fresh: { name: 'Fresh shoe every hand', about: 'The original game: every hand is dealt from a newly shuffled shoe.' },
  casino: {
    name: 'Casino shoe',
    about: 'Shuffled once, burned, and dealt down to the cut card, 14 cards from the end; the roads and the odds follow the shoe.',
  },
};

const GAME_ABOUT: Readonly<Record<Settings['game'], string>> = {
  'punto-banco': 'The original game: Banker wins pay 1 to 1 less 5% commission.',
  ez: 'No commission; a Banker win with a three-card 7 pushes. Adds the Dragon 7 and Panda 8 side bets.',
  'no-commission': 'No commission; a Banker win with 6 pays 1 to 2.',
};

const SIDE_BETS_CHOICE = ['off', 'on'] as const;

interface ChoiceProps<T extends string | number> {
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  about?: (value: T) => string;
  disabled: boolean;
  onChange: (value: T) => void;
}

/** One option as a group of radio buttons: the arrow keys move between its values. */
function Choice<T extends string | number>({ legend, values, value, label, about, disabled, onChange }: ChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="options__group" disabled={disabled}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v} className="options__choice">
          <input type="radio" name={name} checked={v === value} onChange={() => onChange(v)} />
          <span>
            {label(v)}
            {about && <small className="options__about">{about(v)}</small>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The table options: every default is the original game; each change is saved with the table. */
export default function TableOptionsDialog({ onClose }: { onClose: () => void }) {
  const settings = useTable((s) => s.settings);
  const dealing = useTable((s) => s.phase === 'dealing');
  const setSettings = useTable((s) => s.setSettings);
  // Fetch the casino shoe's rules while the options are read, so choosing it takes at once.
  useEffect(() => void loadCasinoShoeRules(), []);
  useEffect(() => void loadVariantRules(), []);
  return (
    <Dialog title="Table options" onClose={onClose} testId="table-options">
      <p className="dialog__lead">
        {dealing ? 'The options change between hands: wait for this one to finish.' : 'Options change between hands; a new shoe or decks means a new shoe.'}
      </p>
      <Choice
        legend="Shoe"
        values={SHOE_KINDS}
        value={settings.shoe}
        label={(v) => SHOE_LABEL[v].name}
        about={(v) => SHOE_LABEL[v].about}
        disabled={dealing}
        onChange={(shoe) => setSettings({ shoe })}
      />
      <Choice
        legend="Decks"
        values={SHOE_DECKS}
        value={settings.decks}
        label={(v) => `${v} decks (${v * 52} cards)`}
        disabled={dealing}
        onChange={(decks) => setSettings({ decks })}
      />
      <Choice
        legend="Game"
        values={GAMES}
        value={settings.game}
        label={(v) => GAME_NAME[v]}
        about={(v) => GAME_ABOUT[v]}
        disabled={dealing}
        onChange={(game) => setSettings({ game })}
      />
      <Choice
        legend="Side bets"
        values={SIDE_BETS_CHOICE}
        value={settings.sideBets ? 'on' : 'off'}
        label={(v) => (v === 'on' ? 'On: pairs and Dragon Bonus (and Dragon 7, Panda 8 in EZ Baccarat)' : 'Off')}
        disabled={dealing}
        onChange={(v) => setSettings({ sideBets: v === 'on' })}
      />
    </Dialog>
  );
}
