import { type CompileOptions, createProcessor } from '@mdx-js/mdx';
import { createFormatAwareProcessors } from '@mdx-js/mdx/internal-create-format-aware-processors';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

export type PageFormat = 'md' | 'mdx';

type PageProcessor = ReturnType<typeof createProcessor>;

/** The file name endings @mdx-js/mdx compiles as plain Markdown when no format is given (`.md`, `.markdown`…). */
const markdownExtnames = new Set(createFormatAwareProcessors({ format: 'md' }).extnames);

/** The format `compile` of @mdx-js/mdx picks for a file: the one given, else by the file's extension. */
export function formatOf(file: VFile, format: PageFormat | undefined): PageFormat {
  if (format) return format;
  return file.extname && markdownExtnames.has(file.extname) ? 'md' : 'mdx';
}

/**
 * `compile` of @mdx-js/mdx taken in its steps (parse, run the plugins, write the JavaScript), with
 * one processor per format for the whole build rather than one made and frozen per page, and the
 * parsed tree shown to `onParsed` before the plugins change it (the Markdown twin reads it instead
 * of parsing the page again).
 */
export class PageCompiler {
  readonly #processors = new Map<PageFormat, PageProcessor>();

  constructor(private readonly options: CompileOptions) {}

  async compile(file: VFile, format: PageFormat, onParsed?: (tree: Root) => void): Promise<VFile> {
    const processor = this.#processorFor(format);
    const tree = processor.parse(file);
    onParsed?.(tree);
    // @mdx-js/mdx types its processor's run as starting from the estree its plugins end with.
    const program = await processor.run(tree as unknown as Program, file);
    file.value = processor.stringify(program, file);
    return file;
  }

  #processorFor(format: PageFormat): PageProcessor {
    let processor = this.#processors.get(format);
    if (!processor) {
      processor = createProcessor({ ...this.options, format }).freeze();
      this.#processors.set(format, processor);
    }
    return processor;
  }
}
