import { COMMANDS } from '../app/commands';
import { useTouch } from '../app/input';
import type { Command } from '../table/commands';
import { useLaterWords } from '../i18n/useLaterWords';
import { Dialog } from './Dialog';
import { ThirdCardChart } from './ThirdCardChart';

/** The keys, drawn from the command table the key handler reads (COMMANDS, in its order). */
function KeysTable() {
  const words = useLaterWords();
  return (
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
  );
}

/**
 * The `?` help. With a mouse and keyboard: the keys, then the third-card chart. On a touch device
 * (app/input.ts) it is the help, led by the chart; the keys follow, for a keyboard plugged in.
 */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const words = useLaterWords();
  const touch = useTouch();
  const keys = (
    <>
      <KeysTable />
      <p className="dialog__note">{words.shortcutsNote}</p>
    </>
  );
  return (
    <Dialog title={touch ? words.helpTitle : words.shortcutsTitle} onClose={onClose}>
      {touch ? (
        <>
          <ThirdCardChart />
          <h3>{words.withKeyboard}</h3>
          {keys}
        </>
      ) : (
        <>
          {keys}
          <ThirdCardChart />
        </>
      )}
    </Dialog>
  );
}
