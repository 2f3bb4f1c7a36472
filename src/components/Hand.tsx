import type { Hand as HandName } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable, revealedTotals } from '../store/selectors';
import { PlayingCard } from './PlayingCard';

const TITLE = { player: 'PLAYER', banker: 'BANKER' } as const;
/** How far right of its place each hand's cards start: the shoe sits at the banker's end. */
const FROM_SHOE = { player: 320, banker: 140 } as const;
/** The third cards come after a pause, once the first four are up. */
const THIRD_CARD_PAUSE = 0.25;

/**
 * One hand: the cards revealed so far plus, while dealing, the one card on its way from the
 * shoe. That card's arrival reveals it in the store, which sends the next.
 */
export function Hand({ hand }: { hand: HandName }) {
  const onTable = useTable(handOnTable);
  const revealed = useTable((s) => s.revealed);
  const dealing = useTable((s) => s.phase === 'dealing');
  const revealNext = useTable((s) => s.revealNext);
  const total = useTable((s) => revealedTotals(s)[hand]);

  const shown = onTable === null ? [] : onTable.coup.dealt.slice(0, dealing ? revealed + 1 : revealed);
  const mine = shown.map((dealt, order) => ({ ...dealt, order })).filter((d) => d.hand === hand);
  const faceUp = mine.filter((d) => d.order < revealed).length;
  const winner = onTable !== null && !dealing && revealed === onTable.coup.dealt.length && onTable.coup.winner === hand;
  const natural = faceUp === 2 && total !== null && total >= 8;

  return (
    <section className={`hand hand--${hand}${winner ? ' hand--winner' : ''}`} aria-label={`${TITLE[hand]} hand`} data-testid={`${hand}-hand`}>
      <h2 className="hand__title">
        {TITLE[hand]}
        <span className="sr-only"> total</span>
        <span className="hand__total" data-testid={`${hand}-total`} data-points={total ?? undefined}>
          {total ?? '–'}
        </span>
      </h2>
      <div className="hand__cards">
        {mine.map((d) => {
          // Only the card on its way animates; on a reload or after "show the hand now" the
          // cards are simply there.
          const inFlight = dealing && d.order === revealed;
          return (
            <PlayingCard
              key={`${onTable?.hand}-${d.order}`}
              card={d.card}
              third={d.order >= 4}
              deal={inFlight ? { fromX: FROM_SHOE[hand], delay: d.order >= 4 ? THIRD_CARD_PAUSE : 0 } : null}
              onDealt={inFlight ? revealNext : undefined}
            />
          );
        })}
      </div>
      {natural && <p className="hand__natural">Natural {total}</p>}
    </section>
  );
}
