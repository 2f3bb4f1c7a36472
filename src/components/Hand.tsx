import type { Hand as HandName } from '../rules';
import { isThirdCard } from '../app/dealPace';
import { useTable } from '../app/TableContext';
import { handOnTable, revealedTotals } from '../store/selectors';
import { useWords } from '../i18n/useWords';
import { PlayingCard } from './PlayingCard';

/** How far right of its place each hand's cards start: the shoe sits at the banker's end. */
const FROM_SHOE = { player: 320, banker: 140 } as const;

/**
 * One hand: the cards revealed so far plus, while dealing, the one card on its way from the
 * shoe (the dealer, useDealer, turns it up in the store when it arrives).
 */
export function Hand({ hand }: { hand: HandName }) {
  const onTable = useTable(handOnTable);
  const revealed = useTable((s) => s.revealed);
  const dealing = useTable((s) => s.phase === 'dealing');
  const total = useTable((s) => revealedTotals(s)[hand]);
  const words = useWords();
  const title = words.handTitle[hand];

  const shown = onTable === null ? [] : onTable.coup.dealt.slice(0, dealing ? revealed + 1 : revealed);
  const mine = shown.map((dealt, order) => ({ ...dealt, order })).filter((d) => d.hand === hand);
  const faceUp = mine.filter((d) => d.order < revealed).length;
  const winner = onTable !== null && !dealing && revealed === onTable.coup.dealt.length && onTable.coup.winner === hand;
  const natural = faceUp === 2 && total !== null && total >= 8;

  return (
    <section className={`hand hand--${hand}${winner ? ' hand--winner' : ''}`} aria-label={words.handName(title)} data-testid={`${hand}-hand`}>
      <h2 className="hand__title">
        {title}
        <span className="sr-only">{words.totalHidden}</span>
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
              third={isThirdCard(d.order)}
              fromShoe={inFlight ? FROM_SHOE[hand] : null}
            />
          );
        })}
      </div>
      {natural && <p className="hand__natural">{words.natural(total)}</p>}
    </section>
  );
}
