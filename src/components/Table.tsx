import { lazy, Suspense, useCallback, useState } from 'react';
import { formatMoney, LIMITS, SPOTS } from '../rules';
import { runCommand } from '../app/commands';
import type { Command } from '../app/keymap';
import { useTable, useTableStore } from '../app/TableContext';
import { useDealer } from '../app/useDealer';
import { useKeyboard } from '../app/useKeyboard';
import { canDeal, isBroke, visibleMoney } from '../store/selectors';
import { BetSpot } from './BetSpot';
import { Hand } from './Hand';
import { Outcome } from './Outcome';
import { Railing } from './Railing';
import { ShortcutsDialog } from './ShortcutsDialog';
import { StatisticsDialog } from './StatisticsDialog';

type OpenDialog = 'statistics' | 'shortcuts' | null;

/** The scoreboard, odds and history come in a chunk of their own, after the table. */
const Panels = lazy(() => import('./panels/Panels'));

/** The single-player baccarat table. */
export function Table() {
  const store = useTableStore();
  const phase = useTable((s) => s.phase);
  const bankroll = useTable((s) => visibleMoney(s).bankroll);
  const dealable = useTable(canDeal);
  const broke = useTable(isBroke);
  const message = useTable((s) => s.message);
  const instantDeal = useTable((s) => s.settings.instantDeal);
  const elsewhere = useTable((s) => s.hold === 'elsewhere'); // another tab plays: TableElsewhere says so
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const run = useCallback((command: Command) => runCommand(store, command, () => setDialog('shortcuts')), [store]);
  const close = useCallback(() => setDialog(null), []);
  useKeyboard(run, dialog !== null || elsewhere);
  useDealer();

  return (
    <main className="table" data-testid="table" data-phase={phase} aria-busy={phase === 'dealing'} inert={elsewhere}>
      <header className="topbar">
        <h1 className="brand">
          Baccarat <span className="brand__sub">Punto Banco</span>
        </h1>
        <p className="bankroll">
          <span className="bankroll__label">Bankroll</span>
          <span className="bankroll__amount" data-testid="bankroll" data-cents={bankroll}>
            {formatMoney(bankroll)}
          </span>
        </p>
        <nav className="menu" aria-label="Table menu">
          <button type="button" data-testid="statistics-button" onClick={() => setDialog('statistics')}>
            Statistics
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
          Minimum {formatMoney(LIMITS.minimumBet)} · Maximum {formatMoney(LIMITS.maximumTotal)} in total · 8-deck shoe,
          shuffled every hand
        </p>
        <div className="hands">
          <Hand hand="player" />
          <Hand hand="banker" />
        </div>
        <Outcome />
        <div className="spots" role="group" aria-label="Bets">
          {SPOTS.map((spot) => (
            <BetSpot key={spot} spot={spot} />
          ))}
        </div>
      </section>

      <section className="controls" aria-label="Controls">
        <Railing run={run} />
        <div className="actions">
          <button type="button" className="action" data-testid="clear-bets" disabled={phase === 'dealing'} onClick={() => run('clearBets')}>
            Clear bets
          </button>
          <button
            type="button"
            className={`action action--deal${dealable || phase === 'dealing' ? '' : ' action--idle'}`}
            data-testid="deal"
            aria-keyshortcuts="Enter"
            onClick={() => run('deal')}
          >
            {phase === 'dealing' ? 'Show hand' : 'Deal'}
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
      </section>

      <p className="message" data-testid="message" role="status" aria-live="polite">
        {message?.text}
      </p>

      {broke && (
        <div className="broke" role="region" aria-label="Out of chips">
          <p>The bankroll and the table hold less than the {formatMoney(LIMITS.minimumBet)} minimum.</p>
          <button type="button" className="action action--deal" data-testid="fresh-bankroll" onClick={() => store.getState().takeFreshBankroll()}>
            Take a fresh {formatMoney(LIMITS.startingBankroll)} bankroll
          </button>
        </div>
      )}

      <Suspense fallback={<p className="panels__loading">Loading the scoreboard…</p>}>
        <Panels />
      </Suspense>

      {dialog === 'statistics' && <StatisticsDialog onClose={close} />}
      {dialog === 'shortcuts' && <ShortcutsDialog onClose={close} />}
    </main>
  );
}
