import type { Cents } from '../../rules';
import { useLaterWords } from '../../i18n/useLaterWords';

const WIDTH = 320;
const HEIGHT = 90;
const PAD = 4;

/** The balance (bankroll plus bets on the table) over the session, as a small SVG line. */
export function BankrollChart({ balances }: { balances: readonly Cents[] }) {
  const first = balances[0] ?? (0 as Cents);
  const last = balances[balances.length - 1] ?? first;
  const words = useLaterWords();
  const label = words.chartLabel(words.money(first), words.money(last), balances.length - 1);
  if (balances.length < 2) {
    return <p className="chart chart__empty quiet">{words.chartEmpty}</p>;
  }
  const low = Math.min(...balances);
  const high = Math.max(...balances);
  const span = Math.max(high - low, 1);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (balances.length - 1);
  const y = (v: number) => PAD + ((high - v) * (HEIGHT - 2 * PAD)) / span;
  const points = balances.map((b, i) => `${x(i).toFixed(1)},${y(b).toFixed(1)}`).join(' ');
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
      <line x1={PAD} x2={WIDTH - PAD} y1={y(first)} y2={y(first)} className="chart__start" />
      <polyline points={points} className={`chart__line${last >= first ? ' chart__line--up' : ' chart__line--down'}`} />
    </svg>
  );
}
