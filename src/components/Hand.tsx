import { lazy, Suspense } from 'react';
import type { Hand as HandName } from '../rules';
import { dealPace, isThirdCard } from '../table/dealPace';
import { useTable } from '../store/TableContext';
import { cardsInView, handOnTable, revealedTotals, showsNatural } from '../table/selectors';
import { useWords } from '../i18n/useWords';
import { FROM_SHOE } from './labels';
import { PlayingCard } from './PlayingCard';

/** A squeezed hand's cards, face down until opened: a chunk of its own, fetched as the Squeeze option is chosen (Table). */
export const loadSqueezedCards = () => import('./SqueezedCards');
const SqueezedCards = lazy(loadSqueezedCards);

/**
 * One hand: the cards revealed so far plus, while dealing, the one card on its way from the
 * shoe (the dealer, useDealer, turns it up in the store when it arrives). In a squeeze the
 * cards come face down for the player to open (SqueezedCards).
 */
export function Hand({ hand }: { hand: HandName }) {
  const onTable = useTable(handOnTable);
  const revealed = useTable((s) => s.revealed);
  const dealing = useTable((s) => s.phase === 'dealing');
  const squeezing = useTable((s) => s.phase === 'dealing' && s.squeeze !== null);
  const total = useTable((s) => revealedTotals(s)[hand]);
  const speed = useTable((s) => s.settings.dealSpeed);
  const words = useWords();
  const title = words.handTitle[hand];

  const mine = useTable((s) => cardsInView(s, true))
    .filter((d) => d.hand === hand)
    .map((d) => ({ ...d, order: d.place }));
  const winner = onTable !== null && !dealing && revealed === onTable.coup.dealt.length && onTable.coup.winner === hand;
  const natural = useTable((s) => showsNatural(s, hand));

  return (
    <section
      className={`hand hand--${hand}${winner ? ' hand--winner' : ''}`}
      aria-label={words.handName(title)}
      data-testid={`${hand}-hand`}
    >
      <h2 className="hand__title">
        {title}
        {/* No cards, no total: the heading reads as the hand's name alone, not "total dash". */}
        {total !== null && <span className="sr-only">{words.totalHidden}</span>}
        <span
          className="hand__total"
          data-testid={`${hand}-total`}
          data-points={total ?? undefined}
          aria-hidden={total === null || undefined}
        >
          {total ?? '–'}
        </span>
      </h2>
      <div className="hand__cards">
        {squeezing ? (
          <Suspense fallback={null}>
            <SqueezedCards hand={hand} />
          </Suspense>
        ) : (
          mine.map((d) => (
            // Only the card on its way animates; on a reload or after "show the hand now" the
            // cards are simply there.
            <PlayingCard
              key={`${onTable?.hand}-${d.order}`}
              card={d.card}
              third={isThirdCard(d.order)}
              fromShoe={dealing && d.order === revealed ? FROM_SHOE[hand] : null}
              pace={dealPace(speed)}
            />
          ))
        )}
      </div>
      {natural && total !== null && <p className="hand__natural">{words.natural(total)}</p>}
    </section>
  );
}
