import { m } from 'framer-motion';
import { cardName, type Card } from '../rules';
import { isRedSuit, SUIT_SYMBOL } from './labels';


interface PlayingCardProps {
  card: Card;
  /** Animate the card out of the shoe and turn it face up; false: it is simply there. */
  deal: { fromX: number; delay: number } | null;
  onDealt?: () => void;
  /** Player's and Banker's third cards lie sideways, as at a real table. */
  third?: boolean;
}

/** A card face with an accessible name such as `7 of Hearts`. */
export function PlayingCard({ card, deal, onDealt, third = false }: PlayingCardProps) {
  const red = isRedSuit(card.suit);
  const symbol = SUIT_SYMBOL[card.suit];
  return (
    <m.div
      className={`card-slot${third ? ' card-slot--third' : ''}`}
      aria-hidden={deal !== null && onDealt !== undefined ? true : undefined}
      initial={deal === null ? false : { x: deal.fromX, y: -140, opacity: 0.4, rotate: -12 }}
      animate={{ x: 0, y: 0, opacity: 1, rotate: 0 }}
      transition={{ duration: 0.32, ease: 'easeOut', delay: deal?.delay ?? 0 }}
    >
      <m.div
        className="card-turn"
        initial={deal === null ? false : { rotateY: 180 }}
        animate={{ rotateY: 0 }}
        transition={{ duration: 0.26, ease: 'easeInOut', delay: (deal?.delay ?? 0) + 0.3 }}
        onAnimationComplete={onDealt}
      >
        <div
          className={`card card--${red ? 'red' : 'black'}`}
          data-testid="card"
          data-rank={card.rank}
          data-suit={card.suit}
          role="img"
          aria-label={cardName(card)}
        >
          <span className="card__corner" aria-hidden="true">
            {card.rank}
            <br />
            {symbol}
          </span>
          <span className="card__pip" aria-hidden="true">
            {symbol}
          </span>
          <span className="card__corner card__corner--bottom" aria-hidden="true">
            {card.rank}
            <br />
            {symbol}
          </span>
        </div>
        <div className="card-back" aria-hidden="true" />
      </m.div>
    </m.div>
  );
}
