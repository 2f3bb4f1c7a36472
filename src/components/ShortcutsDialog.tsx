import { KEYMAP } from '../app/keymap';
import { SQUEEZE_KEYMAP } from '../app/squeezeKeymap';
import { useLaterWords } from '../i18n/useLaterWords';
import { Dialog } from './Dialog';
import { ThirdCardChart } from './ThirdCardChart';

/** The keyboard help, drawn from the same table the key handler reads. */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const words = useLaterWords();
  return (
    <Dialog title={words.shortcutsTitle} onClose={onClose}>
      <table className="shortcuts">
        <thead>
          <tr>
            <th scope="col">{words.shortcutsKey}</th>
            <th scope="col">{words.shortcutsDoes}</th>
          </tr>
        </thead>
        <tbody>
          {[...KEYMAP, ...SQUEEZE_KEYMAP].map((binding) => (
            <tr key={binding.command}>
              <td>
                <kbd>{words.shortcuts[binding.command][0]}</kbd>
              </td>
              <td>{words.shortcuts[binding.command][1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dialog__note">{words.shortcutsNote}</p>
      <ThirdCardChart />
    </Dialog>
  );
}
