// A chart's numbers as a real table, collapsed under a disclosure after the chart.
import { escapeHtml } from '../html.ts';

export interface TableColumn {
  readonly heading: string;
  /** Right-aligned, for numbers. */
  readonly numeric?: boolean;
}

/** `rows` hold plain text (escaped here); each row's first cell heads its row. */
export function dataTable(
  summary: string,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
): string {
  const attributes = (index: number) => (columns[index]?.numeric ? ' class="dw-readers-number"' : '');
  const head = columns
    .map((column, index) => `<th scope="col"${attributes(index)}>${escapeHtml(column.heading)}</th>`)
    .join('');
  const body = rows
    .map((row) => {
      const cells = row.map((text, index) =>
        index === 0
          ? `<th scope="row"${attributes(index)}>${escapeHtml(text)}</th>`
          : `<td${attributes(index)}>${escapeHtml(text)}</td>`,
      );
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  return `<details class="dw-readers-details"><summary>${escapeHtml(summary)}</summary><div class="dw-readers-table-wrap" role="region" tabindex="0" aria-label="${escapeHtml(summary)}"><table class="dw-readers-table"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></details>`;
}
