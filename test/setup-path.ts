// Tests use the pinned binaries that `npm ci` extracted, ahead of anything on the machine.
import path from 'node:path';

const toolsBin = path.resolve(import.meta.dirname, '..', '.tools', 'bin');
process.env.PATH = `${toolsBin}${path.delimiter}${process.env.PATH ?? ''}`;
