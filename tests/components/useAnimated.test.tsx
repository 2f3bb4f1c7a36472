/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadAnimated, useAnimated } from '../../src/components/useAnimated';

/** Says whether the animated parts are drawn, and how many renders it took. */
let renders = 0;
function Part({ id }: { id: string }) {
  const animated = useAnimated();
  renders++;
  return <p data-testid={id}>{animated === null ? 'still' : 'animated'}</p>;
}

describe('the animated parts', () => {
  it('are drawn still until their chunk is here, then animated', async () => {
    render(<Part id="before" />);
    expect(screen.getByTestId('before')).toHaveTextContent('still');
    const loading = loadAnimated();
    await loading;
    await waitFor(() => expect(screen.getByTestId('before')).toHaveTextContent('animated'));
  });

  it('are drawn animated from the first render of a part mounted once they are here', async () => {
    await loadAnimated();
    renders = 0;
    render(<Part id="after" />);
    expect(screen.getByTestId('after')).toHaveTextContent('animated');
    expect(renders).toBe(1);
  });
});
