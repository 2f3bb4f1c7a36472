/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import type { Language } from '../../src/table/vocabulary';
import { makeTable } from '../store/helpers';
import { pointer } from '../helpers/pointer';

/** The school opened on a drill, as its address opens it. */
async function openDrill(drill: 'third-card' | 'commission', language: Language = 'en') {
  window.location.hash = `#school?drill=${drill}&mode=guided&seed=7`;
  const { store } = makeTable({ instant: true, options: { language } });
  render(<App store={store} instant />);
  const school = await screen.findByTestId('school', undefined, { timeout: 20_000 });
  await waitFor(() => expect(within(school).getAllByTestId('drill-answer').length).toBeGreaterThan(0), {
    timeout: 20_000,
  });
  return school;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the drills’ words by input (issue 42, item 12)', () => {
  it.each([
    ['en', 'Tap an answer; Next goes on.'],
    ['zh-Hans', '点选答案；点「下一步」继续。'],
    ['zh-Hant', '點選答案；點「下一步」繼續。'],
  ] as const)('on a touch device a choice says tap, with no key on its buttons (%s)', async (language, said) => {
    pointer('coarse');
    const school = await openDrill('third-card', language);
    await waitFor(() => expect(school.querySelector('.school__keys')).toHaveTextContent(said), { timeout: 20_000 });
    expect(school.querySelectorAll('.school__key')).toHaveLength(0);
  });

  it('on a touch device an amount says tap Answer', async () => {
    pointer('coarse');
    const school = await openDrill('commission');
    expect(school.querySelector('.school__keys')).toHaveTextContent('Type the amount and tap Answer.');
  });

  it('with a mouse the keys are said and shown on each choice', async () => {
    pointer('fine');
    const school = await openDrill('third-card');
    expect(school.querySelector('.school__keys')).toHaveTextContent('Keys 1, 2, 3 answer; Enter goes on.');
    expect([...school.querySelectorAll('.school__key')].map((key) => key.textContent)).toEqual(['1', '2']);
  });
});
