/**
 * Checks the committed shoes of a history export from the command line (ui-contract.md,
 * "Command line: npm run verify-shoe"): every revealed shoe recomputed from its serverSeed and
 * cut, its commitment and every dealt card checked, and every hand's money settled again from its
 * cards and stakes by the table's own settlement (the first hand whose money differs is named).
 * The same code as verify.html and the game's Verify (src/rules/verifyShoe.ts).
 *   npm run --silent verify-shoe -- baccarat-history.json
 * Prints one JSON object { "verified": true|false, "shoes": N, "problems": [...] };
 * exits 0 only when verified, 1 when not, 2 when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { checkMoney } from '../src/rules/verifyMoney';
import { verifyExport } from '../src/rules/verifyShoe';

const file = process.argv[2];
if (file === undefined || process.argv.length > 3) {
  process.stderr.write(
    "verify-shoe: name one file, the history's JSON export (usage: npm run --silent verify-shoe -- FILE)\n",
  );
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  process.stderr.write(`verify-shoe: cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(2);
}
const { verified, shoes, problems } = verifyExport(text, checkMoney);
process.stdout.write(`${JSON.stringify({ verified, shoes, problems }, null, 2)}\n`);
process.exit(verified ? 0 : 1);
