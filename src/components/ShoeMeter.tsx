import { useTable } from '../store/TableContext';
import { shoeView } from '../table/shoeView';
import { useLaterWords } from '../i18n/useLaterWords';
import { isRedSuit, SUIT_SYMBOL } from './labels';
import CommittedShoe from './CommittedShoe';

/**
 * Where the casino shoe stands: its number, the hand within it, the cards left and those in
 * front of the cut card, and the burn card shown when it was shuffled. During a deal it shows
 * the shoe as it stood before the coup, so the count of cards gives nothing of the coup away.
 */
export default function ShoeMeter() {
  const view = useTable(shoeView);
  const words = useLaterWords();
  if (view === null) return null;
  const { burn } = view;
  return (
    <>
      <div
        className="shoe-meter"
        data-testid="shoe-meter"
        data-shoe={view.number}
        data-hand-in-shoe={view.handInShoe}
        data-cards-left={view.cardsLeft}
        data-to-cut={view.toCut}
        data-last-hand={view.lastHand}
        role="group"
        aria-label={words.shoeName(view.number)}
      >
        <span className="shoe-meter__figures">
          {words.shoeFigures(view.number, view.handInShoe, view.cardsLeft, view.toCut)}
        </span>
        {/* The end-of-shoe notice lies over the burn card's line: the meter keeps its lines as the shoe ends. */}
        <span className="shoe-meter__line">
          {view.lastHand && <strong className="shoe-meter__last">{words.lastHandOfShoe}</strong>}
          {view.finished && <strong className="shoe-meter__last">{words.shoeFinished}</strong>}
          <span
            className="shoe-meter__burn"
            data-testid="burn-card"
            data-rank={burn.rank}
            data-suit={burn.suit}
            data-burned={view.burned}
            title={words.cardNotation(burn)}
          >
            {words.burnCard}
            <span className={isRedSuit(burn.suit) ? 'red' : undefined} aria-label={words.cardName(burn)}>
              {burn.rank}
              {SUIT_SYMBOL[burn.suit]}
            </span>
            {words.burnedFaceDown(view.burned)}
          </span>
        </span>
      </div>
      {/* The committed shoe's commitment, cut and reveal come with the meter. */}
      <CommittedShoe />
    </>
  );
}
