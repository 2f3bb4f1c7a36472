/**
 * The card being squeezed: face down, lifted edge by edge with a drag (framer-motion's pan
 * gesture and motion values, so a drag moves the card without re-rendering React) or a step at
 * a time with Space (the command `liftCard`, src/app/commands.ts) or, on the focused card, the arrow pointing to the
 * edge to lift (`liftLeft`…). A chunk of its own, loaded only once a squeeze
 * is dealt. It shows only what the store has decided: opening the card is the store's.
 */
import {
  animate,
  domMax,
  LazyMotion,
  m,
  useMotionValue,
  useMotionValueEvent,
  useReducedMotion,
  useTransform,
  type MotionValue,
  type PanInfo,
} from 'framer-motion';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { commandFor } from '../app/commands';
import { useTableStore } from '../store/TableContext';
import { useLaterWords } from '../i18n/useLaterWords';
import type { Card } from '../rules';
import { LIFT_STEPS, type LiftEdge } from '../table/squeeze';
import { CORNER_INDEX, edgeOf, inSight, isCourt, PIPS, type LiftedFrom } from '../squeeze/pips';
import { useStill } from './useStill';
import { isRedSuit, SQUEEZE_LINE, SUIT_SYMBOL } from './labels';

/** The edge each of the focused card's arrows lifts (the command `liftEdge`, src/app/commands.ts): the one it points to. */
const ARROW_EDGE: Readonly<Record<string, LiftEdge>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'top',
  ArrowDown: 'bottom',
};

/** Released past this, a dragged card turns face up; short of it, it falls back. */
const OPENS_PAST = 0.5;

interface SqueezeCardProps {
  card: Card;
  /** The hand's title and which of its cards this is (1, 2, 3), to name it. */
  hand: string;
  nth: number;
  /** How many steps the store has it lifted (Space, the arrows), and from which edge. */
  lift: number;
  from: LiftEdge;
}

/** The share of the card uncovered from an edge, as CSS insets for the face (shown) and the back (still down). */
function insets(from: LiftedFrom, lifted: number): { face: string; back: string } {
  const open = `${(lifted * 100).toFixed(2)}%`;
  const shut = `${((1 - lifted) * 100).toFixed(2)}%`;
  switch (from) {
    case 'right':
      return { face: `inset(0 0 0 ${shut})`, back: `inset(0 ${open} 0 0)` };
    case 'left':
      return { face: `inset(0 ${shut} 0 0)`, back: `inset(0 0 0 ${open})` };
    case 'bottom':
      return { face: `inset(${shut} 0 0 0)`, back: `inset(0 0 ${open} 0)` };
    case 'top':
      return { face: `inset(0 0 ${shut} 0)`, back: `inset(${open} 0 0 0)` };
  }
}

/** The nearest edge of the card to where the pointer went down. */
function nearestEdge(event: PointerEvent<HTMLElement>): LiftedFrom {
  const box = event.currentTarget.getBoundingClientRect();
  const x = (event.clientX - box.left) / box.width;
  const y = (event.clientY - box.top) / box.height;
  const distances: [LiftedFrom, number][] = [
    ['left', x],
    ['right', 1 - x],
    ['top', y],
    ['bottom', 1 - y],
  ];
  return distances.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}

/** How far a pan has lifted the card from its edge: its movement inward, as a share of the card. */
function panLifted(from: LiftedFrom, info: PanInfo, box: DOMRect): number {
  const inward = {
    left: info.offset.x / box.width,
    right: -info.offset.x / box.width,
    top: info.offset.y / box.height,
    bottom: -info.offset.y / box.height,
  }[from];
  return Math.min(1, Math.max(0, inward));
}

export default function SqueezeCard(props: SqueezeCardProps) {
  return (
    <LazyMotion features={domMax} strict>
      <Squeeze {...props} />
    </LazyMotion>
  );
}

function Squeeze({ card, hand, nth, lift, from: keyEdge }: SqueezeCardProps) {
  const store = useTableStore();
  const words = useLaterWords();
  const hintId = useId();
  const element = useRef<HTMLDivElement>(null);
  // Reduced motion (the system's, or an instant page): no bending, each step uncovers a quarter.
  const reduced = useReducedMotion() === true;
  const instant = useStill();
  const still = reduced || instant;
  const { from, steps, fold, drag } = useLift(element, store, lift, keyEdge, still);
  useInViewAndFocused(element);

  const sight = inSight(card.rank, from, steps / LIFT_STEPS);
  const hint = words.squeezeHint(steps === 0 ? null : sight);
  const vertical = edgeOf(from) === 'end';

  return (
    // The card's place in the hand (`card`, face down); inside it, the card being squeezed.
    <div className="card-slot squeeze" data-testid="card" data-face="down">
      <m.div
        ref={element}
        className={`card card--squeeze card--${isRedSuit(card.suit) ? 'red' : 'black'}`}
        data-testid="squeeze-card"
        data-face="down"
        data-lift={steps}
        data-edge={from}
        tabIndex={0}
        role="slider"
        aria-label={words.squeezeCard(hand, nth)}
        aria-valuemin={0}
        aria-valuemax={LIFT_STEPS}
        aria-valuenow={steps}
        aria-valuetext={hint}
        aria-describedby={hintId}
        style={{ touchAction: 'none' }}
        onPointerDown={drag.onPointerDown}
        onPanStart={drag.onPanStart}
        onPan={drag.onPan}
        onPanEnd={drag.onPanEnd}
        onKeyDown={(event) => liftByArrow(event, store)}
      >
        {/* The face, uncovered from the lifted edge: the pips, drawn from the layout the hint reads. */}
        <SqueezeFace card={card} clipPath={fold.faceClip} vertical={vertical} />
        <m.div className="squeeze__back" style={{ clipPath: fold.backClip }} aria-hidden="true" />
        {!still && (
          <m.div
            // One element per direction: a side's left and width never linger on an end's curl.
            key={vertical ? 'end' : 'side'}
            className={`squeeze__curl squeeze__curl--${from}`}
            aria-hidden="true"
            style={
              vertical ? { top: fold.curlStart, height: fold.curlSize } : { left: fold.curlStart, width: fold.curlSize }
            }
          />
        )}
      </m.div>
      <SqueezeHint id={hintId} hint={hint} />
    </div>
  );
}

type TableStore = ReturnType<typeof useTableStore>;

/**
 * The card's lift: the edge it is lifted from and the share of it uncovered, following the
 * store's steps (Space, the arrows) and the player's drags.
 */
function useLift(
  element: RefObject<HTMLDivElement | null>,
  store: TableStore,
  lift: number,
  keyEdge: LiftEdge,
  still: boolean,
) {
  const [from, setEdge] = useState<LiftedFrom>(keyEdge);
  // The motion values' transforms read the edge from here: they are not re-created on a render.
  const edge = useRef<LiftedFrom>(keyEdge);
  const setFrom = (lifting: LiftedFrom) => {
    edge.current = lifting;
    setEdge(lifting);
  };
  const grabbed = useRef<LiftedFrom | null>(null);
  // The share of the card uncovered, 0–1: the motion value every part of the card follows.
  const lifted = useMotionValue(lift / LIFT_STEPS);
  // The whole steps uncovered, for the hint and data-lift: never more than the card shows.
  const [steps, setSteps] = useState(lift);
  useMotionValueEvent(lifted, 'change', (value) =>
    setSteps(Math.min(LIFT_STEPS, Math.floor(value * LIFT_STEPS + 1e-9))),
  );

  // A Space or arrow press lifts an edge a step: the card follows the store. Another edge starts from the card lying flat.
  useEffect(() => {
    if (grabbed.current !== null) return;
    if (edge.current !== keyEdge) lifted.set(0);
    setFrom(keyEdge);
    const target = lift / LIFT_STEPS;
    if (still) lifted.set(target);
    else void animate(lifted, target, { type: 'spring', stiffness: 260, damping: 24 });
  }, [lift, keyEdge, still, lifted]);

  const fold = useFold(lifted, edge);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The edge nearest the press is the one the drag lifts.
    if (grabbed.current !== null) return;
    const nearest = nearestEdge(event);
    // Another edge than the one the keys lifted starts from the card lying flat.
    if (nearest !== edge.current) lifted.set(0);
    setFrom(nearest);
  };
  const onPanStart = () => {
    if (grabbed.current === null) grabbed.current = from;
  };
  const onPan = (_: globalThis.PointerEvent, info: PanInfo) => {
    const lifting = grabbed.current;
    const box = element.current?.getBoundingClientRect();
    if (lifting === null || box === undefined) return;
    lifted.set(Math.max(lifting === keyEdge ? lift / LIFT_STEPS : 0, panLifted(lifting, info, box)));
  };
  const onPanEnd = () => {
    grabbed.current = null;
    if (lifted.get() > OPENS_PAST) return store.getState().openCard();
    // Released early, it falls back to where the keys had it.
    if (edge.current !== keyEdge) lifted.set(0);
    setFrom(keyEdge);
    if (still) lifted.set(lift / LIFT_STEPS);
    else void animate(lifted, lift / LIFT_STEPS, { type: 'spring', stiffness: 320, damping: 26 });
  };
  return { from, steps, fold, drag: { onPointerDown, onPanStart, onPan, onPanEnd } };
}

/** The clips of the face and the back, and the curl at the fold, as motion values following the lift. */
function useFold(lifted: MotionValue<number>, edge: RefObject<LiftedFrom>) {
  const clip = useTransform(lifted, (value) => insets(edge.current, value));
  const faceClip = useTransform(clip, (c) => c.face);
  const backClip = useTransform(clip, (c) => c.back);
  // The bend: a curl of card at the fold, widest halfway, and the shadow it casts on the face.
  const curl = useTransform(lifted, (value) => Math.sin(Math.PI * Math.min(1, value)) * 0.22);
  const curlSize = useTransform(curl, (value) => `${(value * 100).toFixed(2)}%`);
  // The curl lies on the covered side of the fold, where the card bends up: the uncovered face
  // stays in plain sight, so the hint never names a pip hidden under it.
  const curlStart = useTransform([lifted, curl], ([value, size]: number[]) => {
    const start = edge.current === 'right' || edge.current === 'bottom' ? 1 - value! - size! : value!;
    return `${(start * 100).toFixed(2)}%`;
  });
  return { faceClip, backClip, curlSize, curlStart };
}

/**
 * The card being squeezed is in view (on a phone, Deal is below the hands) and has the focus
 * (unless the player is busy elsewhere, in a dialog).
 */
function useInViewAndFocused(element: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const card = element.current;
    card?.scrollIntoView?.({ block: 'center' });
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('.hands, .controls') !== null)
      card?.focus({ preventScroll: true });
  }, [element]);
}

/**
 * The card has the focus as a slider: each arrow lifts the edge it points to (the command
 * `liftEdge`, the card's keys), never the railing.
 */
function liftByArrow(event: KeyboardEvent<HTMLDivElement>, store: TableStore) {
  if (!event.key.startsWith('Arrow')) return;
  event.preventDefault();
  event.stopPropagation();
  if (commandFor(event, true) === 'liftEdge') store.getState().liftCard(ARROW_EDGE[event.code]);
}

/** The face, uncovered from the lifted edge: the pips, drawn from the layout the hint reads. */
function SqueezeFace({ card, clipPath, vertical }: { card: Card; clipPath: MotionValue<string>; vertical: boolean }) {
  const symbol = SUIT_SYMBOL[card.suit];
  return (
    <m.div className="squeeze__face" style={{ clipPath }} aria-hidden="true">
      {isCourt(card.rank) ? (
        <span className="squeeze__picture">{symbol}</span>
      ) : (
        PIPS[card.rank].map((pip, i) => (
          <span key={i} className="squeeze__pip" style={{ left: `${pip.x * 100}%`, top: `${pip.y * 100}%` }}>
            {symbol}
          </span>
        ))
      )}
      {/* The corner indices, in sight only of a card lifted from an end (from a side the thumbs cover the corners). */}
      {vertical && (
        <>
          <span
            className="squeeze__index"
            style={{ left: `${CORNER_INDEX.fromSide * 100}%`, top: `${CORNER_INDEX.fromEnd * 100}%` }}
          >
            {card.rank}
            {symbol}
          </span>
          <span
            className="squeeze__index squeeze__index--turned"
            style={{ left: `${(1 - CORNER_INDEX.fromSide) * 100}%`, top: `${(1 - CORNER_INDEX.fromEnd) * 100}%` }}
          >
            {card.rank}
            {symbol}
          </span>
        </>
      )}
    </m.div>
  );
}

/** The hint goes in the line the table keeps under the hands, so nothing moves while a card is squeezed. */
function SqueezeHint({ id, hint }: { id: string; hint: string }) {
  const hintLine = typeof document === 'undefined' ? null : document.getElementById(SQUEEZE_LINE);
  if (hintLine === null) return null;
  return createPortal(
    <p className="squeeze-hint" id={id} data-testid="squeeze-hint" aria-live="polite">
      {hint}
    </p>,
    hintLine,
  );
}
