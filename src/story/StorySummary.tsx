import { patternFrequency, type ShoeSummary } from '../rules';
import type { StoryWords } from './words/en';

/** The figures the summary lists, in order. */
const FIGURES = [
  'hands',
  'banker',
  'player',
  'tie',
  'playerPairs',
  'bankerPairs',
  'naturals',
  'longestBankerRun',
  'longestPlayerRun',
  'longestAlternation',
] as const;

/** `longestBankerRun` → `data-longest-banker-run`. */
const dataName = (figure: string): string => `data-${figure.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A summary's figures as the story's attributes: `data-hands`, `data-banker`, … `data-patterns`. */
export const summaryData = (summary: ShoeSummary): Record<string, string | number> => ({
  ...Object.fromEntries(FIGURES.map((figure) => [dataName(figure), summary[figure]])),
  'data-patterns': summary.patterns.join(' '),
});

/**
 * A story's figures and the patterns it shows, each with how often it appears in a random shoe
 * of as many hands (the rules module's exact figure, remembered per length). Plain text: no
 * colour, no alert, nothing that calls for a bet.
 */
export function StorySummary({
  summary,
  decks,
  casino,
  words,
}: {
  summary: ShoeSummary;
  decks: number;
  casino: boolean;
  words: StoryWords;
}) {
  return (
    <>
      <dl className="story__figures row">
        {FIGURES.map((figure) => (
          <div key={figure} className="row">
            <dt>{words.figure[figure]}</dt>
            <dd>{summary[figure]}</dd>
          </div>
        ))}
      </dl>
      {summary.hands === 0 ? (
        <p className="story__line">{words.empty}</p>
      ) : summary.patterns.length === 0 ? (
        <p className="story__line">{words.noPattern}</p>
      ) : (
        <ul className="story__patterns">
          {summary.patterns.map((pattern) => {
            const chance = patternFrequency(pattern, summary.hands, decks);
            const lobby = words.lobbyName[pattern];
            return (
              <li key={pattern} data-testid="story-pattern" data-pattern={pattern} data-frequency={chance}>
                <strong>
                  {words.pattern[pattern]}
                  {lobby !== undefined && (
                    <>
                      {' ('}
                      <span lang="zh-Hans">{lobby}</span>
                      {')'}
                    </>
                  )}
                </strong>
                {words.patternLine(words.patternRule[pattern], chance, summary.hands, casino)}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
