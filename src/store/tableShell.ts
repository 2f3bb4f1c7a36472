/**
 * The store: a thin zustand shell around the table's moves (src/table). Each action plays its
 * move and sets the outcome; the shell adds only what the moves cannot do: the save, the lock
 * between tabs, and loading the rules that come in chunks of their own. The save's reader and
 * writer are chunks for the page (a first visit has no save to read); createTableStore hands them over at once.
 */
import { createStore, type StateCreator } from 'zustand/vanilla';
import { LIMITS, type Cents } from '../rules';
import {
  loadCasinoShoeRules,
  loadVariantRules,
  saveNeedsCasinoShoe,
  saveNeedsVariantRules,
  type CasinoShoeRules,
  type VariantRules,
} from '../save/chunks';
import type { SaveReader } from '../save/readerChunk';
import type { SaveWriter } from '../save/writerChunk';
import { MOVES, play, rulesFor, type MoveArgs, type MoveContext, type MoveName } from '../table/moves';
import type { Notice } from '../table/notices';
import { freshTable, openedTable, type RestoredTable, type TableState } from '../table/state';
import type { Table, TableActions, TableDependencies, TableStore } from './api';
import { lazyChunk, type LazyChunk } from './lazyChunk';
import { readSave, saveOnChange } from './saving';
import { HELD_AT_ONCE, holdTable } from './tabLock';

/** The table a save opens (a fresh one if there is none, or it is refused, or the address asks for a fresh bankroll). */
function restore(
  read: SaveReader | null,
  raw: string | null,
  casino: CasinoShoeRules | null,
  variants: VariantRules | null,
  freshBankroll?: Cents,
): { table: RestoredTable; notice: Notice | null } {
  if (freshBankroll !== undefined) return { table: freshTable(freshBankroll), notice: null };
  // No save, or its reader not here yet (the lock's answer reads it then).
  if (raw === null || read === null) return { table: freshTable(LIMITS.startingBankroll), notice: null };
  const parsed = read.parseSavedTable(raw, casino, variants);
  if (parsed.ok) return { table: parsed.table, notice: null };
  return { table: freshTable(LIMITS.startingBankroll), notice: { key: 'corruptSave', reason: parsed.reason } };
}

/** Only the tab that holds the table changes it: in any other tab, every action leaves it as it is. */
const whileHeld =
  (create: StateCreator<Table>): StateCreator<Table> =>
  (set, get, api) =>
    create(((partial: Parameters<typeof set>[0]) => get().hold === 'held' && set(partial)) as typeof set, get, api);

const nothing = (): void => undefined;

/** What the moves are played with: the rules for the table's options as loaded so far, and the randomness. */
function moveContext(
  deps: TableDependencies,
  chunks: { casino: LazyChunk<CasinoShoeRules>; full: LazyChunk<VariantRules> },
): (s: Table) => MoveContext {
  const rngForShoe = deps.rngForShoe ?? ((shoe: number) => deps.rngForHand(-shoe));
  return (s) => ({
    session: s.honest?.getState().refusal,
    rules: rulesFor(s.settings, chunks.full.now?.fullRules ?? null),
    shoeRules: chunks.casino.now,
    rngForHand: deps.rngForHand,
    rngForShoe,
    seed: deps.seed ?? null,
    instant: deps.instant === true,
  });
}

/** The honest session: at hand if the page loaded it first, else loaded just after the table; none without either (tests of the table alone). */
function openHonestSession(store: TableStore, deps: TableDependencies): void {
  const opened = (m: typeof import('./honestSession')) =>
    store.setState({
      honest: m.openSession(store, deps.storage, deps.clock ?? (() => Date.now()), deps.freshBankroll !== undefined),
    });
  if (deps.session !== undefined) opened(deps.session);
  else void deps.loadSession?.().then(opened, nothing);
}

/** Each move is the action of its name: placeBet(bet) plays MOVES.placeBet. */
const moveActions = (run: (name: string, ...args: unknown[]) => void): Omit<TableActions, 'playHere'> =>
  Object.fromEntries(Object.keys(MOVES).map((name) => [name, (...args: unknown[]) => run(name, ...args)])) as Omit<
    TableActions,
    'playHere'
  >;

/** The save as it is now, read with the rules it needs (another tab may have dealt from a casino shoe since this page opened). */
function saveReaderNow(
  deps: TableDependencies,
  reader: LazyChunk<SaveReader>,
  chunks: { casino: LazyChunk<unknown>; full: LazyChunk<unknown> },
  failed: () => void,
): (then: (raw: string | null) => void) => void {
  const readSaveNow = (then: (raw: string | null) => void): void => {
    const raw = readSave(deps.storage);
    if (reader.now === null && raw !== null) return reader.with(() => readSaveNow(then), failed);
    if (chunks.casino.now === null && saveNeedsCasinoShoe(raw))
      return chunks.casino.with(() => readSaveNow(then), failed);
    if (chunks.full.now === null && saveNeedsVariantRules(raw))
      return chunks.full.with(() => readSaveNow(then), failed);
    then(raw);
  };
  return readSaveNow;
}

/**
 * The store, with the save's reader and writer at hand or to be loaded (the page loads the reader
 * before opening a saved table). Every page starts as the table the build prerenders; a first
 * visit opens as that very table, the same objects, so nothing hydrated is drawn again.
 */
export function createTableShell(
  deps: TableDependencies,
  reader: LazyChunk<SaveReader>,
  writer: LazyChunk<SaveWriter>,
): TableStore {
  // The casino shoe's rules and the full rules come in chunks of their own, loaded when first needed.
  const chunks = {
    casino: lazyChunk(deps.casinoRules, deps.loadCasinoRules ?? loadCasinoShoeRules),
    full: lazyChunk(deps.variantRules, deps.loadVariantRules ?? loadVariantRules),
  };
  const read = reader.now;
  // A save found before its reader is here opens as a fresh table until the lock's answer reads it (savedAtOpen then never matches).
  const savedAtOpen = read === null && readSave(deps.storage) !== null ? undefined : readSave(deps.storage);
  const opening = restore(read, savedAtOpen ?? null, chunks.casino.now, chunks.full.now, deps.freshBankroll);
  const starting = openedTable(freshTable(LIMITS.startingBankroll));
  const opened = read === null && deps.freshBankroll === undefined ? starting : openedTable(opening.table);
  let messageId = 0;
  const say = (notice: Notice): Pick<TableState, 'message'> => ({ message: { id: ++messageId, notice } });
  const context = moveContext(deps, chunks);

  // The initial state is the same for every page, save or none: the table the build prerenders
  // (a server render and a hydration render read the store's initial state). The save follows at once.
  const store = createStore<Table>()(
    whileHeld((set, get) => {
      const unavailable = () => set(say({ key: 'rulesUnavailable' }));
      /** Plays a move and sets its outcome; a move waiting for rules is played again once they are here. */
      function run<M extends MoveName>(name: M, ...args: MoveArgs<M>): void {
        const s = get();
        const outcome = play(name, s, context(s), ...args);
        if (outcome === null) return;
        if ('needs' in outcome) return chunks[outcome.needs].with(() => run(name, ...args), unavailable);
        if ('refuse' in outcome) return set(say(outcome.refuse));
        set({ ...outcome.change, ...(outcome.say ? say(outcome.say) : {}) });
        // Rules the new options will need load now, so the next move does not wait for them.
        if (outcome.preload === 'full') chunks.full.with(nothing, unavailable);
        if (outcome.preload === 'casino') chunks.casino.with(() => run('shuffleShoe'), unavailable);
      }
      return {
        ...starting,
        hold: 'asking',
        applyUpdate: null,
        message: null,
        unread: true,
        ...moveActions(run as (name: string, ...args: unknown[]) => void),
        playHere: () => takeTable(true),
      };
    }),
  );
  store.setState({
    ...opened,
    message: opening.notice === null ? null : say(opening.notice).message,
    unread: false,
  });

  saveOnChange(store, deps.storage, writer);
  openHonestSession(store, deps);

  const readSaveNow = saveReaderNow(deps, reader, chunks, () => store.setState(say({ key: 'rulesUnavailable' })));
  const takeTable = holdTable({
    lock: deps.lock ?? HELD_AT_ONCE,
    state: store.getState,
    setState: store.setState,
    readSave: readSaveNow,
    reopen: (raw) => {
      const { table, notice } = restore(reader.now!, raw, chunks.casino.now, chunks.full.now);
      return { ...openedTable(table), message: notice === null ? null : say(notice).message };
    },
    // A ?bankroll= session is started only by the tab that gets the table as it opens.
    keepsOpening: (raw, held) => (deps.freshBankroll === undefined ? raw === savedAtOpen : held),
    // The address's options act as choosing them in the menu would, in the tab that plays.
    onFirstHold: () => {
      if (deps.options !== undefined && Object.keys(deps.options).length > 0)
        store.getState().setSettings(deps.options);
      if (deps.unknownOptions !== undefined && deps.unknownOptions.length > 0)
        store.setState(say({ key: 'unknownOptions', named: deps.unknownOptions }));
    },
  });
  return store;
}
