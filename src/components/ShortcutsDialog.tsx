import { lazy, Suspense } from 'react';
import { KEYMAP } from '../app/keymap';
import { Dialog } from './Dialog';

const ThirdCardChart = lazy(() => import('./ThirdCardChart'));

/** The keyboard help, drawn from the same table the key handler reads. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <table className="shortcuts">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {KEYMAP.map((binding) => (
            <tr key={binding.command}>
              <td>
                <kbd>{binding.keys}</kbd>
              </td>
              <td>{binding.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dialog__note">
        The top-row 1, 2 and 3 work too on keyboards without a keypad. On a focused button Enter and Space press that
        button, as on any web page; Tab moves between them. A click or a tap leaves no button focused, so after clicking
        a spot Enter deals.
      </p>
      <Suspense fallback={null}>
        <ThirdCardChart />
      </Suspense>
    </Dialog>
  );
}
