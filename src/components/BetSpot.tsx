import { m } from 'framer-motion';
import { formatMoney, formatSignedMoney, type Spot } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable, visibleMoney } from '../store/selectors';

const SPOT_TEXT = {
  player: { name: 'PLAYER', pays: 'pays 1 to 1' },
  banker: { name: 'BANKER', pays: 'pays 1 to 1 less 5% commission' },
  tie: { name: 'TIE', pays: 'pays 8 to 1' },
} as const;

/** A betting spot: a press places the railing amount; after a hand it shows how the bet fared. */
export function BetSpot({ spot }: { spot: Spot }) {
  const amount = useTable((s) => visibleMoney(s).bets[spot]);
  const placeBet = useTable((s) => s.placeBet);
  const dealing = useTable((s) => s.phase === 'dealing');
  const settled = useTable((s) => (s.phase === 'settled' ? handOnTable(s)?.settlement.spots[spot] : undefined));
  const text = SPOT_TEXT[spot];
  const result = settled !== undefined && settled.result !== 'no-bet' ? settled : undefined;
  const resultText =
    result === undefined
      ? ''
      : result.result === 'win'
        ? `Won ${formatSignedMoney(result.net)}${result.commission > 0 ? ` (commission ${formatMoney(result.commission)})` : ''}`
        : result.result === 'push'
          ? 'Push: the bet stays'
          : `Lost ${formatMoney(result.stake)}`;

  return (
    <button
      type="button"
      className={`spot spot--${spot}${result ? ` spot--${result.result}` : ''}`}
      data-testid={`bet-${spot}`}
      data-cents={amount}
      aria-disabled={dealing}
      aria-label={`Bet on ${text.name}, ${text.pays}. On the spot: ${formatMoney(amount)}.${resultText ? ` Last hand: ${resultText}.` : ''}`}
      onClick={() => placeBet(spot)}
    >
      <span className="spot__name">{text.name}</span>
      <span className="spot__pays">{text.pays}</span>
      <span className="spot__chips">
        {amount > 0 ? (
          <m.span
            key={amount}
            className="chip"
            initial={{ scale: 0.6, y: 18, opacity: 0 }}
            animate={{ scale: 1, y: 0, opacity: 1 }}
            transition={{ duration: 0.18 }}
          >
            {formatMoney(amount)}
          </m.span>
        ) : (
          <span className="spot__empty">No bet</span>
        )}
      </span>
      {result && (
        <m.span
          className={`spot__result spot__result--${result.result}`}
          initial={{ y: result.result === 'lose' ? 0 : -24, opacity: 0 }}
          animate={{ y: 0, opacity: 1 }}
          transition={{ duration: 0.35 }}
        >
          {resultText}
        </m.span>
      )}
    </button>
  );
}
