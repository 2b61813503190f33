import { createInterface, type Interface } from 'node:readline';

/**
 * Questions on the terminal, one line per answer. The lines are read through one async iterator,
 * which keeps lines typed ahead of their question instead of dropping them.
 */
export class Prompter {
  readonly #readline: Interface;
  readonly #lines: AsyncIterator<string>;

  constructor(input: NodeJS.ReadableStream, output: NodeJS.WritableStream) {
    this.#readline = createInterface({ input, output, terminal: false });
    this.#lines = this.#readline[Symbol.asyncIterator]();
    this.output = output;
  }

  readonly output: NodeJS.WritableStream;

  /** Asks `question`; an empty answer takes `fallback`. Ctrl-D (end of input) is a refusal. */
  async ask(question: string, fallback?: string): Promise<string> {
    this.output.write(fallback === undefined ? `${question} ` : `${question} (${fallback}) `);
    const next = await this.#lines.next();
    if (next.done) throw new PromptClosed();
    const answer = next.value.trim();
    return answer === '' && fallback !== undefined ? fallback : answer;
  }

  /** Asks until `accept` returns a value; it returns a reason to ask again as a string. */
  async askUntil<T>(
    question: string,
    fallback: string | undefined,
    accept: (answer: string) => Promise<{ value: T } | string> | { value: T } | string,
  ): Promise<T> {
    for (;;) {
      const accepted = await accept(await this.ask(question, fallback));
      if (typeof accepted !== 'string') return accepted.value;
      this.output.write(`  ${accepted}\n`);
    }
  }

  close(): void {
    this.#readline.close();
  }
}

/** The terminal closed its input before every question had an answer. */
export class PromptClosed extends Error {
  constructor() {
    super('the input closed before every question had an answer');
  }
}
