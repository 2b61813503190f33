/**
 * The browser modules a page's content needs beyond every page's own: copy buttons and code-group
 * memory (`code`), `<Tabs>`, the `<View>` switcher, the changelog's tag filter, `<GitHub.Repo>`'s
 * counts, image zoom (`images`), Mermaid diagrams (and Mermaid's ELK layout for those that ask for
 * it, `mermaid-elk`), and islands' hydration. Reported by what renders the content, so the
 * document never looks for them in the HTML.
 */
export type PageNeed =
  | 'code'
  | 'tabs'
  | 'views'
  | 'changelog'
  | 'github'
  | 'images'
  | 'mermaid'
  | 'mermaid-elk'
  | 'islands';
