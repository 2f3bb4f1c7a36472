import { COMMANDS } from '../app/commands';
import type { Command } from '../table/commands';
import { useLaterWords } from '../i18n/useLaterWords';
import { Dialog } from './Dialog';
import { ThirdCardChart } from './ThirdCardChart';

/** The keyboard help, drawn from the command table the key handler reads (COMMANDS, in its order). */
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
          {(Object.keys(COMMANDS) as Command[]).map((command) => (
            <tr key={command}>
              <td>
                <kbd>{words.shortcuts[command][0]}</kbd>
              </td>
              <td>{words.shortcuts[command][1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dialog__note">{words.shortcutsNote}</p>
      <ThirdCardChart />
    </Dialog>
  );
}
