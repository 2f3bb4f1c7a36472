import { cardName, formatCard } from '../rules';
import { useTable } from '../app/TableContext';
import { shoeView } from '../store/shoeView';
import { countOf, isRedSuit, SUIT_SYMBOL } from './labels';

/**
 * Where the casino shoe stands: its number, the hand within it, the cards left and those in
 * front of the cut card, and the burn card shown when it was shuffled. During a deal it shows
 * the shoe as it stood before the coup, so the count of cards gives nothing of the coup away.
 */
export default function ShoeMeter() {
  const view = useTable(shoeView);
  if (view === null) return null;
  const { burn } = view;
  return (
    <div
      className="shoe-meter"
      data-testid="shoe-meter"
      data-shoe={view.number}
      data-hand-in-shoe={view.handInShoe}
      data-cards-left={view.cardsLeft}
      data-to-cut={view.toCut}
      data-last-hand={view.lastHand}
      role="group"
      aria-label={`Shoe ${view.number}`}
    >
      <span className="shoe-meter__figures">
        Shoe {view.number} · hand {view.handInShoe} · {countOf(view.cardsLeft, { one: 'card', other: 'cards' })} left ·{' '}
        {view.toCut > 0 ? `${view.toCut} to the cut card` : 'the cut card is out'}
      </span>
      {view.lastHand && <strong className="shoe-meter__last"> Last hand of the shoe</strong>}
      {view.finished && <strong className="shoe-meter__last"> Shoe finished: the next Deal shuffles a new one</strong>}
      <span
        className="shoe-meter__burn"
        data-testid="burn-card"
        data-rank={burn.rank}
        data-suit={burn.suit}
        data-burned={view.burned}
        title={formatCard(burn)}
      >
        Burn card{' '}
        <span className={isRedSuit(burn.suit) ? 'red' : undefined} aria-label={cardName(burn)}>
          {burn.rank}
          {SUIT_SYMBOL[burn.suit]}
        </span>
        , {countOf(view.burned, { one: 'card', other: 'cards' })} burned face down
      </span>
    </div>
  );
}
