/** The cards of a question, by hand (Player on the left, as on the layout), each a `card` with its hand and its name. */
import { HANDS, type Card, type DealtCard, type Hand } from '../rules';
import { useWords } from '../i18n/useWords';
import { isRedSuit, SUIT_SYMBOL } from '../components/labels';

export function SchoolCard({ card, hand }: { card: Card; hand: Hand | null }) {
  const words = useWords();
  return (
    <span
      className={`school-card card--${isRedSuit(card.suit) ? 'red' : 'black'}`}
      data-testid="card"
      data-hand={hand ?? undefined}
      data-rank={card.rank}
      data-suit={card.suit}
      role="img"
      aria-label={words.cardName(card)}
    >
      <span aria-hidden="true">
        {card.rank}
        {SUIT_SYMBOL[card.suit]}
      </span>
    </span>
  );
}

export function Cards({ dealt }: { dealt: readonly DealtCard[] }) {
  const words = useWords();
  return (
    <div className="school__hands row">
      {HANDS.map((hand) => (
        <div key={hand} className="row" role="group" aria-label={words.handName(words.handTitle[hand])}>
          <span className="school__hand-title" aria-hidden="true">
            {words.handTitle[hand]}
          </span>
          <span className="school__cards">
            {dealt
              .filter((d) => d.hand === hand)
              .map((d, i) => (
                <SchoolCard key={i} card={d.card} hand={hand} />
              ))}
          </span>
        </div>
      ))}
    </div>
  );
}
