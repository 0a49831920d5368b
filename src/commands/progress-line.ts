/**
 * Progress on stderr: on a terminal one line rewritten in place (`\r` and erase-line), elsewhere
 * (CI logs, pipes) one line per update. The last update ("N/N targets done") is held until the
 * command knows the run was good: a missing helm is exit 2, and "4/4 targets done" before that
 * error would read as if something had been rendered.
 */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressLine {
  /** The engine's sink (RunOptions.onProgress). */
  update(msg: string): void;
  /** The run produced a report: show the held last update and end the line. */
  finish(): void;
  /** The command fails before any report: take the progress line away. */
  abandon(): void;
}

const ERASE = '\r\x1b[2K';
const FINAL = /^(\d+)\/\1 targets done\b/;

export function progressLine(stream: ProgressStream, prefix = 'deploy-gate: '): ProgressLine {
  const tty = stream.isTTY === true;
  let held: string | undefined;
  let open = false;
  const show = (msg: string) => {
    if (tty) {
      stream.write(`${ERASE}${prefix}${msg}`);
      open = true;
    } else stream.write(`${prefix}${msg}\n`);
  };
  return {
    update(msg) {
      if (FINAL.test(msg)) held = msg;
      else show(msg);
    },
    finish() {
      if (held !== undefined) show(held);
      held = undefined;
      if (tty && open) stream.write('\n');
      open = false;
    },
    abandon() {
      held = undefined;
      if (tty && open) stream.write(ERASE);
      open = false;
    },
  };
}
