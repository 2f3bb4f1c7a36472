import { describe, expect, it } from 'vitest';
import { enLater } from '../../src/i18n/enLater';
import { saveRefusalText } from '../../src/i18n/notice';
import { parseSavedTable } from '../../src/save/read';
import v1 from '../store/fixtures/save-v1.json';
import v2 from '../store/fixtures/save-v2.json';

describe('the save reader', () => {
  it('reads the saves of every version written so far', () => {
    expect(parseSavedTable(JSON.stringify(v1)).ok).toBe(true);
    expect(parseSavedTable(JSON.stringify(v2)).ok).toBe(true);
  });

  // Issue 17, finding 11: the refusal names the field that is wrong, not one read before it.
  it('refuses a bankroll that is not an amount of money by naming the bankroll', () => {
    const parsed = parseSavedTable('{"version":2,"bankroll":"lots"}');
    expect(parsed).toEqual({ ok: false, reason: { key: 'not-money', amount: { of: 'bankroll' } } });
    if (!parsed.ok) expect(saveRefusalText(enLater, parsed.reason)).toMatch(/bankroll/);
  });

  it('still names the railing when the railing is the field that is wrong', () => {
    const parsed = parseSavedTable(JSON.stringify({ ...v2, railing: 'lots' }));
    expect(parsed).toEqual({ ok: false, reason: { key: 'not-money', amount: { of: 'railing' } } });
  });
});
