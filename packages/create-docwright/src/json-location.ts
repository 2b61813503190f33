/**
 * Where JSON text stops being valid JSON, as a 1-based line and column: JSON.parse's message
 * says so on Node 22 but not on Node 20, so the text is scanned again to find the place.
 */
export function jsonErrorLocation(text: string): { line: number; column: number } {
  const scanner = new JsonScanner(text);
  const offset = scanner.firstErrorOffset();
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Thrown with the offset where the text is not JSON. */
class NotJson {
  constructor(readonly offset: number) {}
}

class JsonScanner {
  #at = 0;
  constructor(readonly text: string) {}

  firstErrorOffset(): number {
    try {
      this.value();
      this.space();
      if (this.#at < this.text.length) this.fail();
      return this.text.length;
    } catch (error) {
      if (error instanceof NotJson) return Math.min(error.offset, this.text.length);
      throw error;
    }
  }

  fail(): never {
    throw new NotJson(this.#at);
  }

  space(): void {
    while (/[ \t\n\r]/.test(this.text[this.#at] ?? '')) this.#at++;
  }

  value(): void {
    this.space();
    const char = this.text[this.#at];
    if (char === '{') this.container('}', () => this.member());
    else if (char === '[') this.container(']', () => this.value());
    else if (char === '"') this.string();
    else if (char === 't') this.literal('true');
    else if (char === 'f') this.literal('false');
    else if (char === 'n') this.literal('null');
    else this.number();
  }

  member(): void {
    if (this.text[this.#at] !== '"') this.fail();
    this.string();
    this.space();
    if (this.text[this.#at] !== ':') this.fail();
    this.#at++;
    this.value();
  }

  container(close: string, item: () => void): void {
    this.#at++;
    this.space();
    if (this.text[this.#at] === close) {
      this.#at++;
      return;
    }
    for (;;) {
      this.space();
      item();
      this.space();
      const char = this.text[this.#at];
      if (char === close) break;
      if (char !== ',') this.fail();
      this.#at++;
    }
    this.#at++;
  }

  literal(word: string): void {
    for (const char of word) {
      if (this.text[this.#at] !== char) this.fail();
      this.#at++;
    }
  }

  string(): void {
    this.#at++;
    for (;;) {
      const char = this.text[this.#at];
      if (char === '"') break;
      if (char === undefined || char < ' ') this.fail();
      if (char === '\\') {
        this.#at++;
        const escaped = this.text[this.#at] ?? '';
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.#at + 1, this.#at + 5))) this.fail();
          this.#at += 4;
        } else if (!'"\\/bfnrt'.includes(escaped) || escaped === '') this.fail();
      }
      this.#at++;
    }
    this.#at++;
  }

  number(): void {
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = this.#at;
    const match = number.exec(this.text);
    if (!match) this.fail();
    this.#at += match[0].length;
  }
}
