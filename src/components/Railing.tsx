import { memo } from 'react';
import { LIMITS, dollars } from '../rules';
import { useTable } from '../store/TableContext';
import { shortcutOf } from '../app/commands';
import type { Command } from '../table/commands';
import { useWords } from '../i18n/useWords';
import { UnreadMoney } from './UnreadMoney';

const STEPS = [
  { command: 'railingDownTen', label: '−10' },
  { command: 'railingDown', label: '−1' },
  { command: 'railingUp', label: '+1' },
  { command: 'railingUpTen', label: '+10' },
] as const satisfies readonly { command: Command; label: string }[];

/** Quick chips for mouse and touch: a press sets the railing to that amount. */
const CHIPS = [5, 25, 100, 300].map(dollars);

/**
 * The railing: the amount of the next chip to place, $5 to $300. Drawn again only when the railing
 * changes (memo): a bet press that redraws the controls (Clear bets enabled, Deal ready) leaves it.
 */
export const Railing = memo(function Railing({ run }: { run: (command: Command) => void }) {
  const railing = useTable((s) => s.railing);
  const adjust = useTable((s) => s.adjustRailing);
  const unread = useTable((s) => s.unread); // a prerendered page, before the save is read: no amount yet
  const words = useWords();
  const [down10, down1, up1, up10] = STEPS;
  const stepButton = (step: (typeof STEPS)[number], disabled: boolean) => (
    <button
      type="button"
      className="step"
      aria-label={words.railingStep[step.command]}
      aria-keyshortcuts={shortcutOf(step.command)}
      disabled={disabled}
      onClick={() => run(step.command)}
    >
      {step.label}
    </button>
  );
  return (
    <>
      {/* Named "Railing", the trade's word, and what it is: the next chip's amount (issue 42). */}
      <div className="railing" role="group" aria-labelledby="railing-label">
        <span id="railing-label" className="railing__label">
          {words.railing} <span className="railing__what">{words.railingWhat}</span>
        </span>
        <div className="railing__stepper">
          {stepButton(down10!, railing <= LIMITS.railingMinimum)}
          {stepButton(down1!, railing <= LIMITS.railingMinimum)}
          <output
            className="railing__amount"
            data-testid="railing"
            data-cents={unread ? undefined : railing}
            aria-live="off"
            aria-label={words.railingAmount(unread ? null : railing)}
          >
            {unread ? <UnreadMoney /> : words.money(railing)}
          </output>
          {stepButton(up1!, railing >= LIMITS.railingMaximum)}
          {stepButton(up10!, railing >= LIMITS.railingMaximum)}
        </div>
      </div>
      {/* The quick chips, a row of their own: on a phone they share a line with Rebet, Double and Undo.
          Not a second group named "Railing": each chip's name says it ("Railing $25.00"). */}
      <div className="railing__chips">
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className={`quick-chip${chip === railing && !unread ? ' quick-chip--on' : ''}`}
            aria-pressed={chip === railing && !unread}
            aria-label={words.railingAmount(chip)}
            onClick={() => adjust(chip - railing)}
          >
            {chip / 100}
          </button>
        ))}
      </div>
    </>
  );
});
