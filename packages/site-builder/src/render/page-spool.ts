import { closeSync, mkdirSync, openSync, readSync, rmdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { RenderedPage } from '../render/render-page.ts';

/** Where one string went: the segment, its byte offset and length, and how it was encoded. */
interface SpooledText {
  readonly segment: number;
  readonly offset: number;
  readonly bytes: number;
  readonly encoding: 'utf8' | 'utf16le';
}

/** One file of the spool, written from its start with one descriptor. */
interface Segment {
  readonly fd: number;
  /** Still named on disk: it could not be unlinked while open, so `close()` removes it. */
  readonly path: string | undefined;
  size: number;
}

/**
 * Strings shorter than this stay in memory: a write and a read back would cost more than they
 * save. Pages' content HTML and Markdown are usually tens to hundreds of kilobytes.
 */
const minSpooledLength = 1024;

/**
 * A segment takes no more strings past this size: a build `docs serve` runs may write no file
 * larger than its disk limit (`DOCWRIGHT_BUILD_DISK`, 2,048 MB by default), and no output file
 * is as large as a whole site's pages.
 */
const defaultSegmentBytes = 256 * 1024 * 1024;

/** Spools opened by this process: two builds into one folder in the same millisecond get two names. */
let opened = 0;

/** The UTF-8 bytes of each held page's spooled content HTML, read on demand (see `contentHtmlBytes`). */
const contentBytesOf = new WeakMap<object, () => Buffer>();

/**
 * A page's content HTML as the output file takes it: the UTF-8 bytes the spool holds, read back
 * without decoding them, or the string itself for a page held in memory (or whose text has a
 * lone surrogate, which the spool keeps as UTF-16).
 */
export function contentHtmlBytes(page: RenderedPage): string | Uint8Array {
  return contentBytesOf.get(page)?.() ?? page.contentHtml;
}

/** U+FFFD in UTF-8: what a lone surrogate becomes when encoded. */
const replacementCharacter = Buffer.from('\ufffd');

/** No lone surrogate (ES2024's `String.prototype.isWellFormed`, in every Node Docwright runs on). */
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Where a build keeps its rendered pages' large strings (content HTML, the Markdown twin's body,
 * the operation's OpenAPI document) from the moment each page renders until the outputs are
 * written: files beside the output folder, so that the JavaScript heap holds a page's small parts
 * only and a build's memory does not grow with its pages. Each string is appended once and read
 * back with a positioned read whenever a page's property is read.
 *
 * Each file is unlinked as soon as it is opened (where the system allows it), so nothing is left
 * behind however the process ends; `close()` releases the space.
 */
export class PageSpool {
  readonly #base: string;
  readonly #segmentBytes: number;
  readonly #segments: Segment[] = [];
  /** The folders `open` made for the spool, removed again by `close()` when empty. */
  readonly #madeFolders: readonly string[];
  #closed = false;

  private constructor(base: string, segmentBytes: number, madeFolders: readonly string[]) {
    this.#base = base;
    this.#segmentBytes = segmentBytes;
    this.#madeFolders = madeFolders;
  }

  /**
   * A spool beside `outDir` (`<outDir>.spool-<pid>-<time>-<n>-<segment>`), the folder a build writes its
   * staging folder into anyway; undefined when no file can be made there (the build then keeps
   * its pages in memory, as before). `segmentBytes`: how large one file may grow.
   */
  static open(outDir: string, { segmentBytes = defaultSegmentBytes } = {}): PageSpool | undefined {
    const target = resolve(outDir);
    let made: string | undefined;
    try {
      made = mkdirSync(dirname(target), { recursive: true });
    } catch {
      return undefined;
    }
    // `mkdirSync` names the first folder it made: it and the ones below it, innermost first.
    const madeFolders: string[] = [];
    for (let folder = dirname(target); made !== undefined; folder = dirname(folder)) {
      madeFolders.push(folder);
      if (folder === made || dirname(folder) === folder) break;
    }
    const spool = new PageSpool(
      `${target}.spool-${process.pid}-${Date.now().toString(36)}-${++opened}`,
      segmentBytes,
      madeFolders,
    );
    try {
      spool.#startSegment();
    } catch {
      spool.close();
      return undefined;
    }
    return spool;
  }

  /**
   * The page with its content HTML, Markdown, operation document and playground model written to the spool: the
   * returned page reads them back on each access (so it is cheap to hold and costs a read to use).
   */
  hold(page: RenderedPage): RenderedPage {
    const { contentHtml, markdown, operationDocument, playgroundModel, ...rest } = page;
    const held = rest as Partial<RenderedPage> & Omit<RenderedPage, 'contentHtml' | 'markdown'>;
    const spooled = this.#define(held, 'contentHtml', contentHtml);
    if (spooled?.encoding === 'utf8') contentBytesOf.set(held, () => this.#readBytes(spooled));
    this.#define(held, 'markdown', markdown);
    if (operationDocument !== undefined) this.#define(held, 'operationDocument', operationDocument);
    if (playgroundModel !== undefined) this.#define(held, 'playgroundModel', playgroundModel);
    return held as RenderedPage;
  }

  /** Closes and removes every file of the spool; its pages cannot be read afterwards. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const segment of this.#segments.splice(0)) {
      try {
        closeSync(segment.fd);
      } catch {}
      if (segment.path !== undefined) rmSync(segment.path, { force: true });
    }
    // Made only for the spool: a build that wrote its output has filled the innermost, so it stays.
    for (const folder of this.#madeFolders) {
      try {
        rmdirSync(folder);
      } catch {
        break;
      }
    }
  }

  /** Defines `key` on `page`, spooled when `text` is long enough: then where it went. */
  #define(
    page: object,
    key: 'contentHtml' | 'markdown' | 'operationDocument' | 'playgroundModel',
    text: string,
  ): SpooledText | undefined {
    if (text.length < minSpooledLength) {
      Object.defineProperty(page, key, { value: text, enumerable: true });
      return undefined;
    }
    const spooled = this.#write(text);
    Object.defineProperty(page, key, { get: () => this.#read(spooled), enumerable: true });
    return spooled;
  }

  #write(text: string): SpooledText {
    // A lone surrogate has no UTF-8 form: such text is kept as UTF-16 so that it reads back the same.
    // UTF-8 encodes one as U+FFFD, so text whose bytes hold none has none, and needs no scan of its own.
    let encoding: SpooledText['encoding'] = 'utf8';
    let bytes = Buffer.from(text, 'utf8');
    if (bytes.includes(replacementCharacter) && !isWellFormed(text)) {
      encoding = 'utf16le';
      bytes = Buffer.from(text, encoding);
    }
    let segment = this.#segments.at(-1) as Segment;
    if (segment.size > 0 && segment.size + bytes.length > this.#segmentBytes) segment = this.#startSegment();
    const offset = segment.size;
    try {
      for (let written = 0; written < bytes.length; )
        written += writeSync(segment.fd, bytes, written, bytes.length - written, offset + written);
    } catch (error) {
      throw new Error(
        `Could not write the rendered pages beside the output folder (${this.#base}-${this.#segments.length - 1}): ${(error as Error).message}. Free some disk space there, or build into another folder with --out.`,
      );
    }
    segment.size += bytes.length;
    return { segment: this.#segments.length - 1, offset, bytes: bytes.length, encoding };
  }

  #read(spooled: SpooledText): string {
    return this.#readBytes(spooled).toString(spooled.encoding);
  }

  #readBytes({ segment, offset, bytes }: SpooledText): Buffer {
    const fd = this.#segments[segment]?.fd;
    if (this.#closed || fd === undefined)
      throw new Error(
        'A page rendered by a build was read after the build ended: its content is in the output folder, not in memory (pass `spool: false` to buildSite to keep it).',
      );
    const buffer = Buffer.allocUnsafe(bytes);
    for (let read = 0; read < bytes; ) {
      const got = readSync(fd, buffer, read, bytes - read, offset + read);
      if (got === 0)
        throw new Error(`The page spool ended early (${offset + read} of ${offset + bytes} bytes).`);
      read += got;
    }
    return buffer;
  }

  #startSegment(): Segment {
    const path = `${this.#base}-${this.#segments.length}`;
    // 'wx': a file of that name is someone else's; never write into it.
    const fd = openSync(path, 'wx+', 0o600);
    let named: string | undefined = path;
    try {
      unlinkSync(path);
      named = undefined;
    } catch {}
    const segment: Segment = { fd, path: named, size: 0 };
    this.#segments.push(segment);
    return segment;
  }
}
