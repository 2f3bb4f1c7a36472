import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { SIDE_BETS_OF_GAME, SPOTS } from '../rules';
import { COMMANDS, enabled, moveOf, ready, runCommand, shortcutOf } from '../app/commands';
import type { Command } from '../table/commands';
import { useTable, useTablePhase, useTableStore } from '../store/TableContext';
import { SECOND_PRESS_IGNORED_SECONDS } from '../table/dealPace';
import { useDealer } from '../app/useDealer';
import { useKeyboard } from '../app/useKeyboard';
import { useTableClosed } from '../app/clock';
import { isBroke, visibleMoney } from '../table/selectors';
import { BetSpot } from './BetSpot';
import { useWords } from '../i18n/useWords';
import { LanguageMenu } from './LanguageMenu';
import { Hands } from './Hands';
import { loadSqueezedCards } from './Hand';
import { Outcome } from './Outcome';
import { AnnouncerRegion } from './AnnouncerRegion';
import { Railing } from './Railing';
import { ShoeMeterSlot } from './shoeMeterChunk';
import { SQUEEZE_LINE } from './labels';
import { UnreadMoney } from './UnreadMoney';
import './sessionLine.css';

type OpenDialog = 'statistics' | 'shortcuts' | 'options' | null;

/** The scoreboard, odds and history come in a chunk of their own, after the table. */
const Panels = lazy(() => import('./panels/Panels'));
/** The dialogs are opened now and then: each loads when first asked for. */
const TableOptionsDialog = lazy(() => import('./TableOptionsDialog'));
const StatisticsDialog = lazy(() => import('./StatisticsDialog'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));
/** What the table says to the player, in words that load with the first notice. */
const NoticeText = lazy(() => import('./NoticeText'));
const DrawReason = lazy(() => import('./DrawReason'));
const SoundToggle = lazy(() => import('./SoundToggle'));
/** The honest session: its line under the top bar, and the closed table in the controls' place (chunks just after the table). */
const SessionLine = lazy(() => import('./session/SessionLine'));
const SessionGate = lazy(() => import('./session/SessionGate'));

/**
 * The panels once the save is read (on the prerendered page, and until their chunk is here, the
 * place they will take); the views a route opens over the table come with them (Panels). (Each part that changes when the save is read selects it for itself, so
 * reading the save re-renders only them, not the whole table.)
 */
const PanelsSlot = memo(function PanelsSlot() {
  const unread = useTable((s) => s.unread);
  const words = useWords();
  // Where the panels will be, until their chunk is here (and on the prerendered page).
  // Said, not shown: on a tall phone this line is in the first screen, larger than any words on the felt.
  const panelsLoading = (
    <p className="panels__loading">
      <span className="sr-only">{words.loadingPanels}</span>
    </p>
  );
  if (unread) return panelsLoading;
  return (
    <Suspense fallback={panelsLoading}>
      {/* One panel after the other, in slices between frames: no long task as they first draw. */}
      <Panels inTurn />
    </Suspense>
  );
});

/** The money not on the table; on the prerendered page, a placeholder until the save is read. */
function Bankroll() {
  const bankroll = useTable((s) => visibleMoney(s).bankroll);
  const unread = useTable((s) => s.unread);
  const words = useWords();
  return (
    <span className="bankroll__amount" data-testid="bankroll" data-cents={unread ? undefined : bankroll}>
      {unread ? <UnreadMoney /> : words.money(bankroll)}
    </span>
  );
}

const NONE: readonly never[] = [];

/** Rebet, Double and Undo, as every online table has them; each command is its test hook too. */
const BET_TOOLS = ['rebet', 'double', 'undo'] as const;

/** The table's name and bankroll, and the menu: each menu button opens its dialog through `open`. */
const TopBar = memo(function TopBar({ open }: { open: (dialog: Exclude<OpenDialog, null>) => void }) {
  const game = useTable((s) => s.settings.game);
  const applyUpdate = useTable((s) => s.applyUpdate);
  const unread = useTable((s) => s.unread);
  const soundSlot = <span className="sound-toggle sound-toggle--slot" aria-hidden="true" />;
  const sessionSlot = <div className="session-line" aria-hidden="true" />;
  const words = useWords();
  return (
    <header className="topbar">
      <h1 className="brand">
        {words.brand} <span className="brand__sub">{words.game[game]}</span>
      </h1>
      <p className="bankroll">
        <span className="bankroll__label">{words.bankroll}</span>
        <Bankroll />
      </p>
      <nav className="menu" aria-label={words.tableMenu}>
        {applyUpdate && (
          // A new version waits for the player: it never switches in the middle of a hand.
          <button type="button" className="update-ready" data-testid="update-ready" onClick={applyUpdate}>
            {words.updateReady}
          </button>
        )}
        <button type="button" data-testid="statistics-button" onClick={() => open('statistics')}>
          {words.statistics}
        </button>
        <button type="button" data-testid="table-settings" onClick={() => open('options')}>
          {words.tableOptions}
        </button>
        <a href="#lab">{words.lab}</a>
        {/* On a phone, a glyph in the word's place (styles.css, .menu a[href='#how']), as for the keys' ?: the menu stays on one line. */}
        <a href="#how">
          <span className="menu__word">{words.howItWorks}</span>
        </a>
        <button type="button" onClick={() => open('shortcuts')} aria-keyshortcuts={shortcutOf('showShortcuts')}>
          <span className="menu__word">{words.keys}</span> <span aria-hidden="true">?</span>
        </button>
        <LanguageMenu />
        {/* The switch's place until its chunk is here (and on the prerendered page). */}
        {unread ? (
          soundSlot
        ) : (
          <Suspense fallback={soundSlot}>
            <SoundToggle />
          </Suspense>
        )}
      </nav>
      {unread ? (
        sessionSlot
      ) : (
        <Suspense fallback={sessionSlot}>
          <SessionLine />
        </Suspense>
      )}
    </header>
  );
});

/** The felt: the limits, the shoe meter, the two hands, the outcome, the draw line and the bet spots. */
const Felt = memo(function Felt() {
  const decks = useTable((s) => s.settings.decks);
  const casino = useTable((s) => s.settings.shoe === 'casino');
  // The side-bet spots are on the layout only when the table offers them: with side bets off it is the original layout.
  const sideBets = useTable((s) => (s.settings.sideBets ? SIDE_BETS_OF_GAME[s.settings.game] : NONE));
  const played = useTable((s) => s.hands.length > 0);
  const words = useWords();
  const limits = words.limits(decks, casino);
  const limitsCut = limits.lastIndexOf(' · ') + 3;
  return (
    <section className="felt" aria-label={words.layout}>
      <div className="shoe" aria-hidden="true" />
      {/* Its last phrase kept whole: "shuffled every hand" never splits over two lines. */}
      <p className="limits">
        {limits.slice(0, limitsCut)}
        <span className="limits__phrase">{limits.slice(limitsCut)}</span>
      </p>
      {casino && (
        <Suspense fallback={null}>
          {/* Only a casino shoe has a meter: it loads with the first casino shoe (main.tsx fetches a saved one's first). */}
          <ShoeMeterSlot />
        </Suspense>
      )}
      <Hands />
      <Outcome />
      <div className="under-hands">
        <p className="draw-reason" data-testid="draw-reason" aria-live="polite">
          {played && (
            <Suspense fallback={null}>
              <DrawReason />
            </Suspense>
          )}
        </p>
        {/* The squeeze writes what the lifted edge shows here, over the empty draw line of a hand being dealt. */}
        <div className="squeeze-line" id={SQUEEZE_LINE} />
      </div>
      <div className="spots" role="group" aria-label={words.bets}>
        {SPOTS.map((spot) => (
          <BetSpot key={spot} spot={spot} />
        ))}
      </div>
      {sideBets.length > 0 && (
        <div className="spots spots--side" role="group" aria-label={words.sideBets}>
          {sideBets.map((bet) => (
            <BetSpot key={bet} spot={bet} />
          ))}
        </div>
      )}
    </section>
  );
});

/** The chips, the bet tools, Clear, Deal and Pass; `run` carries out a command, `pressDeal` is Deal's click. */
function Controls({ run, pressDeal }: { run: (command: Command) => void; pressDeal: (event: MouseEvent) => void }) {
  const store = useTableStore();
  // Each button enabled when its command can be played now (the phase table says so, src/app/commands.ts).
  const betsOpen = useTable((s) => enabled('clearBets', s));
  const showing = useTable((s) => moveOf('deal', s) === 'finishReveal'); // during the reveal Deal is Show hand
  const dealReady = useTable((s) => ready('deal', s)); // idle until a press would deal (or show the hand)
  const words = useWords();
  return (
    <section className="controls" aria-label={words.controls}>
      <Railing run={run} />
      <div className="bet-tools" role="group" aria-label={words.betAgain}>
        {BET_TOOLS.map((command) => (
          <button
            key={command}
            type="button"
            className="action action--tool"
            data-testid={command}
            aria-keyshortcuts={shortcutOf(command)}
            disabled={!betsOpen}
            onClick={() => run(command)}
          >
            {words.betTool[command]}
          </button>
        ))}
      </div>
      <div className="actions">
        <button
          type="button"
          className="action"
          data-testid="clear-bets"
          aria-keyshortcuts={shortcutOf('clearBets')}
          disabled={!betsOpen}
          onClick={() => run('clearBets')}
        >
          {words.clearBets}
        </button>
        <button
          type="button"
          className={`action action--deal${dealReady ? '' : ' action--idle'}`}
          data-testid="deal"
          aria-keyshortcuts={shortcutOf('deal')}
          onClick={pressDeal}
        >
          {/* A fresh text node per label: Chromium counts centred text replaced in place as a layout shift. */}
          <span key={showing ? 'show' : 'deal'}>{showing ? words.showHand : words.deal}</span>
        </button>
        <button
          type="button"
          className="action action--pass"
          data-testid="pass"
          title={words.passName}
          aria-label={words.passName}
          onClick={() => store.getState().pass()}
        >
          {words.pass}
        </button>
      </div>
    </section>
  );
}

/** The controls, or in their place while a break or a Stop lasts the closed table (once the save is read). */
const ControlsSlot = memo(function ControlsSlot(props: {
  run: (command: Command) => void;
  pressDeal: (event: MouseEvent) => void;
}) {
  // The controls keep their place in the tree (never remounted as the session's chunk arrives); a break or a Stop puts the closed table there instead.
  const closed = useTableClosed();
  return closed ? (
    <Suspense fallback={null}>
      <SessionGate />
    </Suspense>
  ) : (
    <Controls {...props} />
  );
});

/** The table's notices, and for a player who is out of chips the offer of a fresh bankroll (focused through `offerRef`). */
const Notices = memo(function Notices({ offerRef }: { offerRef: RefObject<HTMLButtonElement | null> }) {
  const store = useTableStore();
  const broke = useTable(isBroke);
  const message = useTable((s) => s.message);
  const words = useWords();
  return (
    <>
      <p className="message" data-testid="message" role="status" aria-live="polite">
        <Suspense fallback={null}>{message !== null && <NoticeText message={message} />}</Suspense>
      </p>
      <AnnouncerRegion />

      {broke && (
        <div className="broke row" role="region" aria-label={words.outOfChips}>
          <p>{words.brokeLine}</p>
          <button
            type="button"
            className="action action--deal"
            data-testid="fresh-bankroll"
            ref={offerRef}
            onClick={() => store.getState().takeFreshBankroll()}
          >
            {words.takeFreshBankroll}
          </button>
        </div>
      )}
    </>
  );
});

/**
 * The dealer, as a part of its own that draws nothing: the card it turns up re-renders only the
 * parts that show the cards, never the whole table.
 */
const Dealer = memo(function Dealer() {
  useDealer();
  return null;
});

/** The single-player baccarat table. */
export function Table() {
  const store = useTableStore();
  // Said in the press's own task when a deal starts; the felt draws the deal just after (useTablePhase).
  const phase = useTablePhase((s) => s.phase);
  const elsewhere = useTable((s) => s.hold === 'elsewhere'); // another tab plays: TableElsewhere says so
  const squeezeChosen = useTable((s) => s.settings.reveal === 'squeeze');
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
  const pressDeal = useCallback(
    (event: MouseEvent) => {
      const dealing = store.getState().phase === 'dealing';
      if (dealing && event.timeStamp - dealPressedAt.current < SECOND_PRESS_IGNORED_SECONDS * 1000) return;
      if (!dealing) dealPressedAt.current = event.timeStamp;
      run('deal');
    },
    [store, run],
  );
  // A click or tap leaves no button focused, so that Enter deals next rather than pressing
  // again the spot or button just clicked (a key press keeps its focus). Dialogs keep their
  // own focus, and tabs keep theirs for the arrow keys that move between them. The press never
  // gives the button the focus (its mousedown's default is the focus), rather than the click
  // taking it back: a focus given and taken back costs every press a style and layout of the
  // page (tens of milliseconds on a slow phone). A control focused before is let go, as then.
  const keepPointerFocus = (event: MouseEvent) => {
    const control = event.target instanceof Element && event.target.closest('button');
    if (!control || control.closest('dialog, [role="tablist"]')) return;
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  const close = useCallback(() => setDialog(null), []);
  const applies = useCallback((command: Command) => COMMANDS[command].when?.(store.getState()) ?? true, [store]);
  useKeyboard(run, dialog !== null || elsewhere, applies);
  // The squeeze's parts are fetched as soon as it is chosen, so the first squeezed hand does not wait for them.
  useEffect(() => {
    if (squeezeChosen) void loadSqueezedCards();
  }, [squeezeChosen]);

  return (
    // The mousedown handler only keeps the focus; every control is a button the keyboard reaches.
    <main
      className="table"
      data-testid="table"
      data-phase={phase}
      aria-busy={phase === 'dealing'}
      inert={elsewhere}
      onMouseDown={keepPointerFocus}
    >
      <Dealer />
      {/* Everything a hand needs, on one screen: the panels below it are scrolled to, never the play. */}
      <div className="play">
        <TopBar open={setDialog} />
        <Felt />
        <ControlsSlot run={run} pressDeal={pressDeal} />
        <Notices offerRef={freshOffer} />
      </div>

      <PanelsSlot />

      <Suspense fallback={null}>
        {dialog === 'statistics' && <StatisticsDialog onClose={close} />}
        {dialog === 'shortcuts' && <ShortcutsDialog onClose={close} />}
        {dialog === 'options' && <TableOptionsDialog onClose={close} />}
      </Suspense>
    </main>
  );
}
