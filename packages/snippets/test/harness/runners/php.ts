import type { Runner } from '../runner.ts';

// SCAFFOLD: replaced by the real runner before this lands.
export const phpRunner: Runner = {
  mode: 'execute',
  toolchain: 'TODO',
  check: async () => {
    throw new Error('no runner yet');
  },
  run: async () => ['no runner yet'],
};
