/**
 * `npm run lab`'s figures as text: the systems side by side, one column each, the rows and the
 * money as the lab's view writes them (resultRows: the one money formatter, `-$12.09`,
 * thousands separators). Columns that would run past `width` go on to a block of their own,
 * under the same row names.
 */
import type { SystemSummary } from '../src/rules/lab';
import { resultRows } from '../src/lab/resultRows';
import { words } from '../src/lab/words/en';

export function sideBySide(summaries: readonly SystemSummary[], width = 160): string {
  const labels = ['', ...resultRows(summaries[0]!, words).map(([label]) => label)];
  const columns = summaries.map((s) => [words.system[s.system], ...resultRows(s, words).map(([, value]) => value)]);
  const widest = (cells: readonly string[]) => Math.max(...cells.map((cell) => cell.length));
  const labelWidth = widest(labels);
  const blocks: string[][][] = [[]];
  let used = labelWidth;
  for (const column of columns) {
    const block = blocks[blocks.length - 1]!;
    if (block.length > 0 && used + 2 + widest(column) > width) {
      blocks.push([]);
      used = labelWidth;
    }
    blocks[blocks.length - 1]!.push(column);
    used += 2 + widest(column);
  }
  const text = (block: string[][]) =>
    labels
      .map((label, row) =>
        [label.padEnd(labelWidth), ...block.map((column) => column[row]!.padEnd(widest(column)))].join('  ').trimEnd(),
      )
      .join('\n');
  return `${blocks.map(text).join('\n\n')}\n`;
}
