import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { formatMoney, LIMITS, SIDE_BETS_OF_GAME, SPOTS } from '../rules';
import { runCommand } from '../app/commands';
import type { Command } from '../app/keymap';
import { useTable, useTableStore } from '../app/TableContext';
import { SECOND_PRESS_IGNORED_SECONDS } from '../app/dealPace';
import { useDealer } from '../app/useDealer';
import { useKeyboard } from '../app/useKeyboard';
import { canDeal, isBroke, visibleMoney } from '../store/selectors';
import { BetSpot } from './BetSpot';
import { GAME_NAME } from './labels';
import { Hand } from './Hand';
import { Outcome } from './Outcome';
import { Railing } from './Railing';
import { ShortcutsDialog } from './ShortcutsDialog';
import { StatisticsDialog } from './StatisticsDialog';

type OpenDialog = 'statistics' | 'shortcuts' | 'options' | null;

/** The scoreboard, odds and history come in a chunk of their own, after the table. */
const Panels = lazy(() => import('./panels/Panels'));
/** The table options are opened now and then: they load when first asked for. */
const TableOptionsDialog = lazy(() => import('./TableOptionsDialog'));
/** Only a casino shoe has a meter: it loads with the first casino shoe. */
const ShoeMeter = lazy(() => import('./ShoeMeter'));
const DrawReason = lazy(() => import('./DrawReason'));

/** The single-player baccarat table. */
const NONE: readonly never[] = [];

/** Rebet, Double and Undo, as every online table has them; their keys are in the keymap. */
const BET_TOOLS = [
  { command: 'rebet', testId: 'rebet', label: 'Rebet', keys: 'R' },
  { command: 'double', testId: 'double', label: 'Double', keys: 'X' },
  { command: 'undo', testId: 'undo', label: 'Undo', keys: 'Backspace' },
] as const;

export function Table() {
  const store = useTableStore();
  const phase = useTable((s) => s.phase);
  const bankroll = useTable((s) => visibleMoney(s).bankroll);
  const dealable = useTable(canDeal);
  const broke = useTable(isBroke);
  const message = useTable((s) => s.message);
  const instantDeal = useTable((s) => s.settings.instantDeal);
  const decks = useTable((s) => s.settings.decks);
  const casino = useTable((s) => s.settings.shoe === 'casino');
  const game = useTable((s) => s.settings.game);
  // The side-bet spots are on the layout only when the table offers them: with side bets off it is the original layout.
  const sideBets = useTable((s) => (s.settings.sideBets ? SIDE_BETS_OF_GAME[s.settings.game] : NONE));
  const elsewhere = useTable((s) => s.hold === 'elsewhere'); // another tab plays: TableElsewhere says so
  const applyUpdate = useTable((s) => s.applyUpdate);
  const played = useTable((s) => s.hands.length > 0);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const freshOffer = useRef<HTMLButtonElement>(null);
  const dealPressedAt = useRef(-Infinity);

  const run = useCallback(
    (command: Command) => {
      runCommand(store, command, () => setDialog('shortcuts'));
      // A player who is out can't bet: the one thing to do next is take the offer.
      if (command === 'deal' && isBroke(store.getState())) freshOffer.current?.focus();
    },
    [store],
  );
  const pressDeal = (event: MouseEvent) => {
    const dealing = store.getState().phase === 'dealing';
    if (dealing && event.timeStamp - dealPressedAt.current < SECOND_PRESS_IGNORED_SECONDS * 1000) return;
    if (!dealing) dealPressedAt.current = event.timeStamp;
    run('deal');
  };
  // A click or tap leaves no button focused, so that Enter deals next rather than pressing
  // again the spot or button just clicked (a key press keeps its focus). Dialogs keep their
  // own focus, and tabs keep theirs for the arrow keys that move between them.
  const dropPointerFocus = (event: MouseEvent) => {
    if (event.detail === 0 || !(event.target instanceof Element)) return;
    const control = event.target.closest('button');
    if (control !== null && control.closest('dialog, [role="tablist"]') === null) control.blur();
  };
  const close = useCallback(() => setDialog(null), []);
  useKeyboard(run, dialog !== null || elsewhere);
  useDealer();

  return (
    // The click handler only moves the focus; every control is a button the keyboard reaches.
    <main
      className="table"
      data-testid="table"
      data-phase={phase}
      aria-busy={phase === 'dealing'}
      inert={elsewhere}
      onClick={dropPointerFocus}
    >
      <header className="topbar">
        <h1 className="brand">
          Baccarat <span className="brand__sub">{GAME_NAME[game]}</span>
        </h1>
        <p className="bankroll">
          <span className="bankroll__label">Bankroll</span>
          <span className="bankroll__amount" data-testid="bankroll" data-cents={bankroll}>
            {formatMoney(bankroll)}
          </span>
        </p>
        <nav className="menu" aria-label="Table menu">
          {applyUpdate && (
            // A new version waits for the player: it never switches in the middle of a hand.
            <button type="button" className="update-ready" data-testid="update-ready" onClick={applyUpdate}>
              Update available — reload
            </button>
          )}
          <button type="button" data-testid="statistics-button" onClick={() => setDialog('statistics')}>
            Statistics
          </button>
          <button type="button" data-testid="table-settings" onClick={() => setDialog('options')}>
            Table options
          </button>
          <button type="button" onClick={() => setDialog('shortcuts')} aria-keyshortcuts="?">
            Keys <span aria-hidden="true">?</span>
          </button>
          <label className="toggle">
            <input
              type="checkbox"
              checked={instantDeal}
              onChange={(event) => store.getState().setSettings({ instantDeal: event.target.checked })}
            />
            Instant deal
          </label>
        </nav>
      </header>

      <section className="felt" aria-label="Layout">
        <div className="shoe" aria-hidden="true" />
        <p className="limits">
          Minimum {formatMoney(LIMITS.minimumBet)} · Maximum {formatMoney(LIMITS.maximumTotal)} in total · {decks}-deck
          {casino ? ' casino shoe, dealt to the cut card' : ' shoe, shuffled every hand'}
        </p>
        {casino && (
          <Suspense fallback={null}>
            <ShoeMeter />
          </Suspense>
        )}
        <div className="hands">
          <Hand hand="player" />
          <Hand hand="banker" />
        </div>
        <Outcome />
        <p className="draw-reason" data-testid="draw-reason" aria-live="polite">
          {played && (
            <Suspense fallback={null}>
              <DrawReason />
            </Suspense>
          )}
        </p>
        <div className="spots" role="group" aria-label="Bets">
          {SPOTS.map((spot) => (
            <BetSpot key={spot} spot={spot} />
          ))}
        </div>
        {sideBets.length > 0 && (
          <div className="spots spots--side" role="group" aria-label="Side bets">
            {sideBets.map((bet) => (
              <BetSpot key={bet} spot={bet} />
            ))}
          </div>
        )}
      </section>

      <section className="controls" aria-label="Controls">
        <Railing run={run} />
        <div className="controls__play">
        <div className="bet-tools" role="group" aria-label="Bet again">
          {BET_TOOLS.map(({ command, testId, label, keys }) => (
            <button
              key={command}
              type="button"
              className="action action--tool"
              data-testid={testId}
              aria-keyshortcuts={keys}
              disabled={phase === 'dealing'}
              onClick={() => run(command)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="actions">
          <button type="button" className="action" data-testid="clear-bets" disabled={phase === 'dealing'} onClick={() => run('clearBets')}>
            Clear bets
          </button>
          <button
            type="button"
            className={`action action--deal${dealable || phase === 'dealing' ? '' : ' action--idle'}`}
            data-testid="deal"
            aria-keyshortcuts="Enter"
            onClick={pressDeal}
          >
            {/* A fresh text node per label: Chromium counts centred text replaced in place as a layout shift. */}
            <span key={phase === 'dealing' ? 'show' : 'deal'}>{phase === 'dealing' ? 'Show hand' : 'Deal'}</span>
          </button>
          <button
            type="button"
            className="action action--pass"
            data-testid="pass"
            title="Pass is used only at multi-player tables"
            aria-label="Pass (multi-player tables only; no effect here)"
            onClick={() => store.getState().pass()}
          >
            Pass
          </button>
        </div>
        </div>
      </section>

      <p className="message" data-testid="message" role="status" aria-live="polite">
        {message?.text}
      </p>

      {broke && (
        <div className="broke" role="region" aria-label="Out of chips">
          <p>The bankroll and the table hold less than the {formatMoney(LIMITS.minimumBet)} minimum.</p>
          <button
            type="button"
            className="action action--deal"
            data-testid="fresh-bankroll"
            ref={freshOffer}
            onClick={() => store.getState().takeFreshBankroll()}
          >
            Take a fresh {formatMoney(LIMITS.startingBankroll)} bankroll
          </button>
        </div>
      )}

      <Suspense fallback={<p className="panels__loading">Loading the scoreboard…</p>}>
        <Panels />
      </Suspense>

      {dialog === 'statistics' && <StatisticsDialog onClose={close} />}
      {dialog === 'shortcuts' && <ShortcutsDialog onClose={close} />}
      {dialog === 'options' && (
        <Suspense fallback={null}>
          <TableOptionsDialog onClose={close} />
        </Suspense>
      )}
    </main>
  );
}
